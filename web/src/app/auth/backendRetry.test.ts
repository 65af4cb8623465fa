import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { isPassingFailure, retryDelay } from './backendRetry';

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
