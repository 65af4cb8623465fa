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
});
