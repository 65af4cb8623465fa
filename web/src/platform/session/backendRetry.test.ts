import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { isPassingFailure, retryContention, retryDelay } from './backendRetry';

describe('isPassingFailure', () => {
  it('passes over no answer, server errors, timeouts and rate limits', () => {
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isPassingFailure(new ApiError(500, 'Internal'))).toBe(true);
    expect(isPassingFailure(new ApiError(503, 'Unavailable'))).toBe(true);
    expect(isPassingFailure(new ApiError(408, 'Timeout'))).toBe(true);
    expect(isPassingFailure(new ApiError(429, 'Too many'))).toBe(true);
    expect(isPassingFailure({ code: 'auth/network-request-failed' })).toBe(true);
  });

  it('takes a refusal, a Firebase refusal or an unreadable answer as final', () => {
    expect(isPassingFailure(new ApiError(401, 'Invalid token'))).toBe(false);
    expect(isPassingFailure(new ApiError(403, 'Disabled'))).toBe(false);
    expect(isPassingFailure({ code: 'auth/user-disabled' })).toBe(false);
    expect(isPassingFailure(new SyntaxError('Unexpected token'))).toBe(false);
    expect(isPassingFailure(new Error('schema'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from 5 s and stops growing at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
  });
});

describe('retryContention', () => {
  const contention = () => new ApiError(503, '{"message":"Too many changes"}', 1);

  it('asks again after the Retry-After of a 503, and returns the answer that came', async () => {
    const waits: number[] = [];
    let calls = 0;
    const answer = await retryContention(
      async () => {
        calls += 1;
        if (calls < 3) throw contention();
        return 'user';
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(answer).toBe('user');
    expect(waits).toEqual([1_000, 1_000]);
  });

  it('gives up after three attempts with the last failure', async () => {
    let calls = 0;
    const failure = retryContention(
      async () => {
        calls += 1;
        throw contention();
      },
      async () => undefined,
    );
    await expect(failure).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(3);
  });

  it('does not ask again after a refusal or a 503 that names no time', async () => {
    for (const error of [new ApiError(401, 'Invalid token'), new ApiError(503, 'Down')]) {
      let calls = 0;
      const failure = retryContention(
        async () => {
          calls += 1;
          throw error;
        },
        async () => undefined,
      );
      await expect(failure).rejects.toBe(error);
      expect(calls).toBe(1);
    }
  });
});
