// The admin endpoints: the x-admin-email / x-admin-password headers must sign in with Firebase
// Auth as a user with the `admin: true` custom claim. Handlers get the admin only through
// `adminOnly`, so no admin route can be written without the check in front of it.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  AdminSignInUnavailableError,
  checkAdminCredentials,
  type AdminCheck,
  type AdminIdentity,
} from '../../adminCredentials';
import { HttpError } from '../errors';
import { AdminSignInLockout } from './failedAttempts';
import { firestoreFailureStore } from './firestoreFailures';
import { RATE_LIMIT_MESSAGE, rateLimit } from './rateLimit';

export const ADMIN_CREDENTIALS_REQUIRED = 'Admin credentials required';
export const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';

const lockout = new AdminSignInLockout(firestoreFailureStore);
const admins = new WeakMap<Request, AdminIdentity>();

async function check(email: string, password: string): Promise<AdminCheck> {
  try {
    return await checkAdminCredentials(email, password);
  } catch (error) {
    if (error instanceof AdminSignInUnavailableError) {
      throw new HttpError(error.status, error.message);
    }
    throw error;
  }
}

const requireAdmin: RequestHandler = async (req, res, next) => {
  const email = req.get('x-admin-email')?.trim();
  const password = req.get('x-admin-password');
  if (!email || !password) throw new HttpError(401, ADMIN_CREDENTIALS_REQUIRED);

  const wait = await lockout.retryAfter(email);
  if (wait > 0) {
    res.set('Retry-After', String(wait));
    throw new HttpError(429, RATE_LIMIT_MESSAGE);
  }
  const result = await check(email, password);
  if (result.kind === 'denied') {
    if (!result.cached) await lockout.recordFailure(email);
    throw new HttpError(403, INVALID_ADMIN_CREDENTIALS);
  }
  admins.set(req, result.admin);
  next();
};

export type AdminHandler = (req: Request, res: Response, admin: AdminIdentity) => Promise<void>;

/** The handler chain of an admin route: credential check, per-admin rate limit, handler. */
export function adminOnly(handler: AdminHandler): RequestHandler[] {
  const run = async (req: Request, res: Response, _next: NextFunction) => {
    const admin = admins.get(req);
    if (!admin) throw new Error('admin handler reached without requireAdmin');
    await handler(req, res, admin);
  };
  const perAdmin = rateLimit((req) => {
    const admin = admins.get(req);
    return admin ? `admin:${admin.uid}` : null;
  });
  return [requireAdmin, perAdmin, run];
}
