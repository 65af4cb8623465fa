import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// Tests run inside `firebase emulators:exec`, which sets the emulator hosts for firebase-admin.
const PROJECT_ID = 'demo-pomoplan';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

let counter = 0;

/** A unique e-mail per call, so tests never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/**
 * Creates an e-mail/password account in the Auth emulator (no backend user yet). Its address
 * is verified unless a test is about verification: the app asks to verify an unverified
 * address on every page.
 */
export async function createAuthUser(
  email = uniqueEmail(),
  password = 'secret123',
  displayName = 'Test User',
  { verified = true }: { verified?: boolean } = {},
): Promise<TestUser> {
  const { uid } = await adminAuth().createUser({
    email,
    password,
    displayName,
    emailVerified: verified,
  });
  return { uid, email, password };
}

/** Signs in through the login form and waits for the signed-in app. */
export async function signInThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'To Do', level: 1 }).waitFor();
}

/**
 * Signs in with a custom token through the web app's /test page, the way the emulator-only
 * login-as route does, and waits for the signed-in app. The login form has tests of its own;
 * every other test skips typing into it.
 */
export async function signInWithToken(page: Page, user: TestUser): Promise<void> {
  const token = await adminAuth().createCustomToken(user.uid);
  await page.goto(`/test#token=${encodeURIComponent(token)}`);
  await page.getByRole('heading', { name: 'To Do', level: 1 }).waitFor();
}

/** A signed-in user with the given tier: account, backend user (first sign-in), tier. */
export async function signedInUser(
  page: Page,
  tier: 'free' | 'pro' | 'master' = 'free',
  displayName = 'Test User',
): Promise<TestUser> {
  const user = await createAuthUser(uniqueEmail(tier), 'secret123', displayName);
  await signInWithToken(page, user);
  if (tier !== 'free') await setTier(user.uid, tier);
  return user;
}

function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

function adminDb() {
  return getFirestore(adminApp());
}

function adminAuth() {
  return getAuth(adminApp());
}

/** Changes a user's tier as the server would (Stripe webhook, admin). */
export async function setTier(uid: string, tier: 'free' | 'pro' | 'master'): Promise<void> {
  await adminDb().doc(`users/${uid}`).update({ subscriptionTier: tier });
}

export { adminAuth, adminDb };

const AUTH_URL = 'http://127.0.0.1:9099';

/** The newest verification link the Auth emulator holds for `email` (it sends no mail). */
export async function verificationLinkOf(email: string): Promise<string | undefined> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
    .at(-1)?.oobLink;
}
