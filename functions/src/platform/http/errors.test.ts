import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { CONTENTION, errorHandler } from './errors';

function answer(error: unknown) {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  };
  const res = {
    set(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  const req = { method: 'PATCH', path: '/api/goals/g1' } as Request;
  errorHandler(error, req, res as unknown as Response, (() => undefined) as NextFunction);
  return sent;
}

describe('errorHandler', () => {
  it('asks the caller to retry a transaction that lost to concurrent writes', () => {
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    expect(answer(aborted)).toEqual({
      status: 503,
      headers: { 'Retry-After': '1' },
      body: { message: CONTENTION },
    });
  });

  it('asks again after the emulator refused the retry of a transaction it had timed out', () => {
    // After a lock timeout the emulator closes the transaction, and the SDK's retry of it is
    // answered INVALID_ARGUMENT: the same lost race, not a bad request.
    const closed = Object.assign(
      new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed'),
      { code: 3 },
    );
    expect(answer(closed)).toEqual({
      status: 503,
      headers: { 'Retry-After': '1' },
      body: { message: CONTENTION },
    });
  });

  it('keeps any other INVALID_ARGUMENT a server fault', () => {
    const invalid = Object.assign(new Error('3 INVALID_ARGUMENT: Value for argument "data"'), {
      code: 3,
    });
    expect(answer(invalid).status).toBe(500);
  });
});
