// Accounts and sign-in for tests of the admin panel.
import type { Page } from '@playwright/test';
import { adminAuth, createAuthUser, uniqueEmail, type TestUser } from './users';

const AUTH_URL = 'http://127.0.0.1:9099';
const HOSTING_URL = 'http://127.0.0.1:5000';

/** An account with the `admin` custom claim, as the seed script grants it. */
export async function seedAdmin(): Promise<TestUser> {
  const admin = await createAuthUser(uniqueEmail('admin'), 'admin-secret-1', 'Ada Admin');
  await adminAuth().setCustomUserClaims(admin.uid, { admin: true });
  return admin;
}

/** A user who has signed in once, so the backend has created its user document. */
export async function seedBackendUser(displayName: string): Promise<TestUser> {
  const user = await createAuthUser(uniqueEmail('member'), 'secret123', displayName);
  const signIn = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const backend = await fetch(`${HOSTING_URL}/api/auth/firebase`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ idToken, email: user.email, displayName, photoURL: null }),
  });
  if (!backend.ok) throw new Error(`sign-in failed: ${backend.status} ${await backend.text()}`);
  return user;
}

/** Fills and sends the admin panel's own sign-in form. */
export async function signInToPanel(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
