import { describe, expect, it } from 'vitest';
import { FailedAttemptGate } from './failedAttempts';

describe('FailedAttemptGate', () => {
  it('blocks a client for a minute after `limit` failures, and only that client', () => {
    let now = 1_000_000;
    const gate = new FailedAttemptGate(3, () => now);
    gate.recordFailure('a');
    gate.recordFailure('a');
    expect(gate.retryAfter('a')).toBe(0);
    gate.recordFailure('a');
    expect(gate.retryAfter('a')).toBe(60);
    expect(gate.retryAfter('b')).toBe(0);
    now += 59_500;
    expect(gate.retryAfter('a')).toBe(1);
    now += 500;
    expect(gate.retryAfter('a')).toBe(0);
  });

  it('lets failures spread over more than a minute pass', () => {
    let now = 0;
    const gate = new FailedAttemptGate(2, () => now);
    gate.recordFailure('a');
    now += 61_000;
    gate.recordFailure('a');
    expect(gate.retryAfter('a')).toBe(0);
  });
});
