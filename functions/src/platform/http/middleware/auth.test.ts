import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { route } from '../route';
import { INVALID_TOKEN, REVOKED_TOKEN } from './auth';

const verifyIdToken = vi.fn();

vi.mock('../../firestore', () => ({ adminApp: () => ({}) }));
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));

function tokenCheckOf(checkRevoked?: true): RequestHandler {
  const { handlers } = route(
    {
      method: 'post',
      path: '/checked',
      access: 'user',
      tag: 'test',
      summary: 'A test route',
      checkRevoked,
    },
    async () => ({}),
  );
  // After the App Check gate (appCheck.test.ts), the token check.
  const check = handlers[1];
  if (!check) throw new Error('A signed-in route checks its token second');
  return check;
}

async function runCheck(check: RequestHandler): Promise<unknown> {
  const req = {
    get: (name: string) => (name === 'authorization' ? 'Bearer the-token' : undefined),
  };
  const next = vi.fn();
  try {
    await check(req as Request, {} as Response, next as NextFunction);
  } catch (error) {
    return error;
  }
  expect(next).toHaveBeenCalledOnce();
  return 'passed';
}

beforeEach(() => {
  verifyIdToken.mockReset();
  verifyIdToken.mockResolvedValue({ uid: 'u1' });
});

describe('the checkRevoked route option', () => {
  it('asks Firebase Auth about revocation only for the routes that declare it', async () => {
    expect(await runCheck(tokenCheckOf(true))).toBe('passed');
    expect(await runCheck(tokenCheckOf())).toBe('passed');
    expect(verifyIdToken.mock.calls).toEqual([
      ['the-token', true],
      ['the-token', false],
    ]);
  });

  it('answers 401 naming the revocation, or the invalid token', async () => {
    verifyIdToken.mockRejectedValueOnce(
      Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' }),
    );
    expect(await runCheck(tokenCheckOf(true))).toEqual(new HttpError(401, REVOKED_TOKEN));
    verifyIdToken.mockRejectedValueOnce(
      Object.assign(new Error('bad'), { code: 'auth/argument-error' }),
    );
    expect(await runCheck(tokenCheckOf(true))).toEqual(new HttpError(401, INVALID_TOKEN));
  });

  it('is refused on routes without a signed-in user', () => {
    for (const access of ['public', 'admin'] as const) {
      expect(() =>
        route(
          { method: 'get', path: '/x', access, tag: 'test', summary: 'x', checkRevoked: true },
          async () => ({}),
        ),
      ).toThrow('checkRevoked applies to routes of signed-in users only');
    }
  });
});
