// Checks the admin panel's e-mail and password with Firebase Auth (Identity Toolkit
// accounts:signInWithPassword), then requires the `admin: true` custom claim. The password
// check is cached briefly, so a panel page that makes several calls signs in once (wrong
// credentials too, so repeating the same wrong password costs nothing and counts once); the
// account itself is read on every call, so a removed claim, a disabled account or revoked
// sessions end admin access at once.
import { createHmac, randomBytes } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { webApiKey } from './config';
import * as logs from './logs';
import { ExpiringCache } from './expiringCache';
import { adminApp } from './firestore';

export interface AdminIdentity {
  uid: string;
  /** The account's e-mail as Firebase Auth has it: what activity logs name as changedBy. */
  email: string;
}

export type AdminCheck =
  { kind: 'admin'; admin: AdminIdentity; cached: boolean } | { kind: 'denied'; cached: boolean };

/** Admin sign-in cannot be checked at all (configuration or the identity service). */
export class AdminSignInUnavailableError extends Error {
  constructor(
    readonly status: 429 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const NOT_CONFIGURED = 'Admin sign-in is not configured: set WEB_API_KEY.';
const TOO_MANY = 'Too many requests. Please slow down.';

const CACHE_MS = 60_000;
const DENIED_CACHE_MS = 30_000;
const SIGN_IN_TIMEOUT_MS = 10_000;

/** A password check that passed, and when: sessions revoked after it end it. */
interface CheckedAdmin {
  admin: AdminIdentity;
  checkedAtMs: number;
}

const admins = new ExpiringCache<CheckedAdmin>(CACHE_MS);
const denied = new ExpiringCache<true>(DENIED_CACHE_MS);

// Keyed with a per-instance secret, so the cache never holds a plain hash of a password.
const cacheSecret = randomBytes(32);

function cacheKey(email: string, password: string): string {
  const digest = createHmac('sha256', cacheSecret).update(password, 'utf8').digest('base64url');
  return `${email.trim().toLowerCase()}\n${digest}`;
}

function signInUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const path = 'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
  // The Auth emulator accepts any key.
  if (emulator) return `http://${emulator}/${path}?key=emulator`;
  const key = webApiKey.value();
  if (!key) throw new AdminSignInUnavailableError(503, NOT_CONFIGURED);
  return `https://${path}?key=${encodeURIComponent(key)}`;
}

// Identity Toolkit error codes that mean "these credentials do not sign in".
const CREDENTIAL_ERRORS = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
  'MISSING_EMAIL',
  'USER_DISABLED',
]);

function errorCode(body: unknown): string {
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  // Codes may carry a detail: 'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account ...'.
  return typeof message === 'string' ? (message.split(/[\s:]/)[0] ?? '') : '';
}

/** The uid the credentials sign in as, or null when they do not sign in. */
async function signIn(email: string, password: string): Promise<string | null> {
  const url = signInUrl();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
    });
  } catch (error) {
    logs.adminSignInUnreachable(error);
    throw new AdminSignInUnavailableError(502, 'Admin sign-in is unavailable right now.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const uid = typeof body === 'object' && body !== null && 'localId' in body && body.localId;
    if (typeof uid !== 'string' || !uid) throw new Error('signInWithPassword answered no localId');
    return uid;
  }
  const code = errorCode(body);
  if (CREDENTIAL_ERRORS.has(code)) return null;
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') throw new AdminSignInUnavailableError(429, TOO_MANY);
  logs.adminSignInFailed(response.status, code);
  throw new AdminSignInUnavailableError(502, 'Admin sign-in is unavailable right now.');
}

/** Whether the account still carries the claim, is enabled and was not revoked since. */
async function stillAdmin(uid: string, sinceMs: number): Promise<boolean> {
  const user = await getAuth(adminApp()).getUser(uid);
  // Firebase keeps the revocation instant to the second (a new account's is its creation): a
  // revocation within the second of the check is seen at the next password check.
  const revokedAtMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  return user.customClaims?.admin === true && !user.disabled && revokedAtMs <= sinceMs;
}

/** The admin the credentials belong to, when they sign in and carry `admin: true`. */
async function check(email: string, password: string): Promise<AdminIdentity | null> {
  const uid = await signIn(email, password);
  if (uid === null) return null;
  const user = await getAuth(adminApp()).getUser(uid);
  if (user.customClaims?.admin !== true || user.disabled) return null;
  return { uid, email: user.email ?? email };
}

export async function checkAdminCredentials(email: string, password: string): Promise<AdminCheck> {
  const key = cacheKey(email, password);
  const known = admins.get(key);
  if (known) {
    if (await stillAdmin(known.admin.uid, known.checkedAtMs)) {
      return { kind: 'admin', admin: known.admin, cached: true };
    }
    admins.delete(key);
    denied.set(key, true);
    return { kind: 'denied', cached: true };
  }
  if (denied.get(key)) return { kind: 'denied', cached: true };
  const admin = await check(email, password);
  if (admin === null) {
    denied.set(key, true);
    return { kind: 'denied', cached: false };
  }
  admins.set(key, { admin, checkedAtMs: Date.now() });
  return { kind: 'admin', admin, cached: false };
}
