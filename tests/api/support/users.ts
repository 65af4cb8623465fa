// Users of the Auth emulator with real ID tokens, and their backend documents.
import { randomUUID } from 'node:crypto';
import { AUTH_URL } from '../../support/emulators';
import { api } from './http';

const KEY = 'demo-api-key';

export interface TestUser {
  uid: string;
  idToken: string;
  email: string;
}

interface AuthResponse {
  localId?: string;
  idToken: string;
}

async function identityToolkit(method: string, body: unknown): Promise<AuthResponse> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/${method}?key=${KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as AuthResponse;
}

/** A new Auth user (no backend document yet). */
export async function createAuthUser(displayName?: string): Promise<TestUser> {
  const email = `api-${randomUUID()}@pomoplan.test`;
  const account = await identityToolkit('accounts:signUp', {
    email,
    password: 'secret-123',
    displayName,
    returnSecureToken: true,
  });
  // The Auth emulator's sign-up takes the token's auth_time from a clock reading made before
  // the one it stores as the account's validSince; when a second boundary falls between them
  // (seen under load), the first token counts as revoked. A password sign-in gives a token
  // issued after validSince.
  const signedIn = await identityToolkit('accounts:signInWithPassword', {
    email,
    password: 'secret-123',
    returnSecureToken: true,
  });
  return { uid: String(account.localId), idToken: signedIn.idToken, email };
}

/** The claims of a JWT, unverified (the emulator's own tokens, read by the test). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs in with a custom token (what the web /test page does with login-as). */
export async function signInWithCustomToken(token: string): Promise<TestUser> {
  const { idToken } = await identityToolkit('accounts:signInWithCustomToken', {
    token,
    returnSecureToken: true,
  });
  const claims = claimsOf(idToken);
  return { uid: String(claims.user_id), idToken, email: String(claims.email ?? '') };
}

/** A new user that has signed in to the backend once (user document and counters exist). */
export async function createUser(displayName = 'Test User'): Promise<TestUser> {
  const user = await createAuthUser(displayName);
  const response = await api('POST', '/api/auth/firebase', user.idToken, {
    idToken: user.idToken,
    email: user.email,
    displayName,
    photoURL: null,
  });
  if (response.status !== 200) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return user;
}

/**
 * Signs the user in again with the password: a new session, whose token's auth_time (whole
 * seconds) is later than the one `user` holds. A sign-in within the same second is repeated
 * until the clock has moved on.
 */
export async function signInAgain(user: TestUser): Promise<TestUser> {
  const before = Number(claimsOf(user.idToken).auth_time);
  for (;;) {
    const { idToken } = await identityToolkit('accounts:signInWithPassword', {
      email: user.email,
      password: 'secret-123',
      returnSecureToken: true,
    });
    if (Number(claimsOf(idToken).auth_time) > before) return { ...user, idToken };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
