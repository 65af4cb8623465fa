// Accounts for the benchmark: created in the Auth emulator, signed in through the login form
// like a person would, and carried into fresh browser contexts without their Firestore cache.
import type { BrowserContext, Page } from '@playwright/test';
import { AUTH_EMULATOR_URL, BASE_URL } from './config';

export interface BenchUser {
  uid: string;
  email: string;
  password: string;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Playwright saves and restores IndexedDB (`indexedDB: true`) but does not type it yet. */
type OriginState = StorageState['origins'][number] & { indexedDB?: { name: string }[] };

let created = 0;

export async function createAccount(prefix: string, password = 'bench-secret'): Promise<BenchUser> {
  created += 1;
  const email = `${prefix}-${Date.now()}-${process.pid}-${created}@bench.test`;
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, displayName: 'Bench User', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator sign-up failed: ${await response.text()}`);
  const body = (await response.json()) as { localId: string };
  return { uid: body.localId, email, password };
}

/** A fresh ID token from the Auth emulator (valid for an hour). */
export async function idTokenOf(user: BenchUser): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * An account with its backend user, as the app's first sign-in makes it (POST
 * /api/auth/firebase): the rules accept writes only from an account whose user document exists.
 */
export async function createSignedUpAccount(
  prefix: string,
  baseUrl = BASE_URL,
): Promise<BenchUser & { idToken: string }> {
  const user = await createAccount(prefix);
  const idToken = await idTokenOf(user);
  const response = await fetch(new URL('/api/auth/firebase', baseUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return { ...user, idToken };
}

/** Signs in through /login and waits for the To Do page (the first sign-in creates the user). */
export async function signInThroughLogin(page: Page, baseUrl: string, user: BenchUser) {
  await page.goto(new URL('/login', baseUrl).href);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'To Do', level: 1 }).waitFor({ timeout: 30_000 });
}

/**
 * The context's sign-in without its Firestore cache: Firebase Auth's IndexedDB database and
 * local storage, minus Firestore's multi-tab bookkeeping. A context started from it loads the
 * signed-in app like a returning user on a new device would: signed in, nothing cached.
 */
export async function authOnlyState(context: BrowserContext): Promise<StorageState> {
  const state = await context.storageState({ indexedDB: true });
  return {
    cookies: state.cookies,
    origins: (state.origins as OriginState[]).map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => !entry.name.startsWith('firestore_')),
      indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === 'firebaseLocalStorageDb'),
    })),
  };
}
