import { describe, expect, it } from 'vitest';
import { withRetries } from './retries';

describe('withRetries', () => {
  it('waits what delayMs names for each failed attempt, and stops at the last attempt', async () => {
    const waits: number[] = [];
    const seen: number[] = [];
    let calls = 0;
    const failure = withRetries(
      async () => {
        calls += 1;
        throw new Error(`attempt ${calls}`);
      },
      3,
      (_error, attempt) => {
        seen.push(attempt);
        return 800 * attempt;
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    await expect(failure).rejects.toThrow('attempt 3');
    expect(calls).toBe(3);
    expect(seen).toEqual([1, 2]);
    expect(waits).toEqual([800, 1_600]);
  });

  it('throws at once a failure delayMs calls final', async () => {
    let calls = 0;
    const failure = withRetries(
      async () => {
        calls += 1;
        throw new Error('refused');
      },
      3,
      () => null,
      async () => undefined,
    );
    await expect(failure).rejects.toThrow('refused');
    expect(calls).toBe(1);
  });
});
