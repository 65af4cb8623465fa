import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { AdminSignInLockout, FailedAttemptGate, frontEndAddress } from './failedAttempts';

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

describe('AdminSignInLockout', () => {
  const request = (forwardedFor: string | undefined, remote = '10.0.0.1') =>
    ({
      get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwardedFor : undefined),
      socket: { remoteAddress: remote },
    }) as unknown as Request;

  it('locks an account after 10 wrong passwords in a minute, whatever the addresses', () => {
    let now = 0;
    const lockout = new AdminSignInLockout(() => now);
    for (let i = 0; i < 10; i += 1) {
      expect(lockout.retryAfter('Admin@Example.com', `203.0.113.${i}`)).toBe(0);
      lockout.recordFailure('Admin@Example.com', `203.0.113.${i}`);
    }
    // Another address, another spelling of the same e-mail: still locked.
    expect(lockout.retryAfter('admin@example.com', '198.51.100.7')).toBe(60);
    expect(lockout.retryAfter('other@example.com', '198.51.100.7')).toBe(0);
    now += 60_000;
    expect(lockout.retryAfter('admin@example.com', '198.51.100.7')).toBe(0);
  });

  it('blocks one address that tries many accounts', () => {
    const now = 0;
    const lockout = new AdminSignInLockout(() => now);
    for (let i = 0; i < 30; i += 1) lockout.recordFailure(`user${i}@example.com`, '203.0.113.9');
    expect(lockout.retryAfter('new@example.com', '203.0.113.9')).toBe(60);
    expect(lockout.retryAfter('new@example.com', '203.0.113.10')).toBe(0);
  });

  it('takes the address Google’s front end appended (the last X-Forwarded-For entry)', () => {
    expect(frontEndAddress(request('6.6.6.6, 7.7.7.7, 203.0.113.5'))).toBe('203.0.113.5');
    expect(frontEndAddress(request('203.0.113.5'))).toBe('203.0.113.5');
    expect(frontEndAddress(request(undefined, '127.0.0.1'))).toBe('127.0.0.1');
    expect(frontEndAddress(request(' , '))).toBe('10.0.0.1');
  });
});
