// Admin-panel callers: Auth emulator accounts with or without the `admin` custom claim, and
// calls that carry the x-admin-email / x-admin-password headers.
import { randomUUID } from 'node:crypto';
import { getApps } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { HOSTING_URL } from '../../support/emulators';
import { adminDb } from './admin';
import type { ApiResponse, Method } from './http';

export interface AdminCredentials {
  uid: string;
  email: string;
  password: string;
}

/** The Admin SDK's Auth for the emulators, to change accounts as an operator would. */
export function adminAuth(): Auth {
  // adminDb() initialises the shared firebase-admin app for the emulators.
  adminDb();
  const app = getApps()[0];
  if (!app) throw new Error('firebase-admin is not initialised');
  return getAuth(app);
}

/** A new account; with `admin` true it carries the admin claim. */
export async function createAccount(admin: boolean): Promise<AdminCredentials> {
  const email = `${admin ? 'admin' : 'staff'}-${randomUUID()}@pomoplan.test`;
  const password = `pw-${randomUUID()}`;
  const { uid } = await adminAuth().createUser({ email, password });
  if (admin) await adminAuth().setCustomUserClaims(uid, { admin: true });
  return { uid, email, password };
}

export const createAdmin = () => createAccount(true);

/** Calls `path` as `credentials` (null sends no admin headers); parses a JSON answer. */
export async function adminCall<T = unknown>(
  method: Method,
  path: string,
  credentials: Pick<AdminCredentials, 'email' | 'password'> | null,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (credentials) {
    headers['x-admin-email'] = credentials.email;
    headers['x-admin-password'] = credentials.password;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${HOSTING_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}
