// Bearer Firebase ID tokens. Handlers get the caller only through `authed`, so no route that
// touches user data can be written without the token check and the rate limit in front of it.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { adminApp } from '../../firestore';
import { HttpError } from '../errors';
import { rateLimit } from './rateLimit';

export interface Caller {
  uid: string;
  token: DecodedIdToken;
}

const callers = new WeakMap<Request, Caller>();

export const MISSING_TOKEN =
  'Authentication required: send a Firebase ID token as "Authorization: Bearer <token>"';
export const INVALID_TOKEN = 'The ID token is invalid or expired';

export const REVOKED_TOKEN = 'The account is disabled or its sessions were revoked: sign in again';

export interface VerifyOptions {
  /**
   * Also ask Firebase Auth whether the account is still enabled and the token not revoked.
   * A token is otherwise trusted until it expires (up to an hour after a disable, a delete or
   * revokeRefreshTokens); the check costs a call to Auth, so it is for the calls where that
   * hour matters: signing in, admin and billing.
   */
  checkRevoked?: boolean;
}

function isRevocation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  return code === 'auth/id-token-revoked' || code === 'auth/user-disabled';
}

/** Verifies a Firebase ID token; a 401 HttpError when it is not valid. */
export async function verifyIdToken(
  token: string,
  { checkRevoked = false }: VerifyOptions = {},
): Promise<DecodedIdToken> {
  try {
    return await getAuth(adminApp()).verifyIdToken(token, checkRevoked);
  } catch (error) {
    throw new HttpError(401, isRevocation(error) ? REVOKED_TOKEN : INVALID_TOKEN);
  }
}

/** The bearer token check in front of a signed-in route; it records the caller. */
export function requireAuth(options: VerifyOptions = {}): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw new HttpError(401, MISSING_TOKEN);
    const token = await verifyIdToken(match[1], options);
    callers.set(req, { uid: token.uid, token });
    next();
  };
}

export type AuthedHandler = (req: Request, res: Response, caller: Caller) => Promise<void>;

/** The handler chain of a signed-in route: token check, per-user rate limit, handler. */
export function authed(handler: AuthedHandler, options: VerifyOptions = {}): RequestHandler[] {
  const run = async (req: Request, res: Response, _next: NextFunction) => {
    const caller = callers.get(req);
    if (!caller) throw new Error('authed handler reached without requireAuth');
    await handler(req, res, caller);
  };
  return [requireAuth(options), rateLimit((req) => callers.get(req)?.uid ?? null), run];
}
