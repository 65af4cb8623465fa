// Users of the Auth emulator with real ID tokens, and their backend documents.
import { randomUUID } from 'node:crypto';
import { AUTH_URL, PROJECT_ID } from '../../support/emulators';
import { adminAuth } from './adminAccounts';
import { api } from './http';

const KEY = 'demo-api-key';
const PASSWORD = 'secret-123';

export interface TestUser {
  uid: string;
  idToken: string;
  email: string;
}

interface AuthResponse {
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

export interface NewUserOptions {
  /**
   * Whether Firebase Auth has verified the address. Yes unless a test is about verification:
   * no mail of any kind goes to an unverified address.
   */
  verified?: boolean;
  /** The uid to create the user with; Auth picks one when absent. */
  uid?: string;
}

/** A new Auth user (no backend document yet). */
export async function createAuthUser(
  displayName?: string,
  { verified = true, uid: chosenUid }: NewUserOptions = {},
): Promise<TestUser> {
  const email = `api-${randomUUID()}@pomoplan.test`;
  const { uid } = await adminAuth().createUser({
    ...(chosenUid === undefined ? {} : { uid: chosenUid }),
    email,
    password: PASSWORD,
    emailVerified: verified,
    ...(displayName === undefined ? {} : { displayName }),
  });
  // The token of a password sign-in is issued after the account's validSince, so it never
  // counts as revoked.
  const signedIn = await identityToolkit('accounts:signInWithPassword', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  return { uid, idToken: signedIn.idToken, email };
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
export async function createUser(
  displayName = 'Test User',
  options: NewUserOptions = {},
): Promise<TestUser> {
  const user = await createAuthUser(displayName, options);
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
      password: PASSWORD,
      returnSecureToken: true,
    });
    if (Number(claimsOf(idToken).auth_time) > before) return { ...user, idToken };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Has Firebase Auth send the e-mail that verifies the user's address, as the web app does. */
export async function sendVerificationEmail(user: TestUser, continueUrl: string): Promise<void> {
  await identityToolkit('accounts:sendOobCode', {
    requestType: 'VERIFY_EMAIL',
    idToken: user.idToken,
    continueUrl,
  });
}

/** The newest verification link the Auth emulator holds for `email` (it sends no mail). */
export async function verificationLinkOf(email: string): Promise<string> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const links = oobCodes.filter(
    (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
  );
  const link = links.at(-1)?.oobLink;
  if (!link) throw new Error(`The Auth emulator holds no verification link for ${email}`);
  return link;
}
