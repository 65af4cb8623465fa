// GET /api/dev/login-as/test-free-user and /test-pro-user: on the emulators only, signs the
// browser in as a demo account through a custom token handed to the web app's /test page.
// Anywhere else (and for any other name) the route does not exist.
import { Router } from 'express';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../scripts/seed/accounts.mjs';
import { adminApp } from '../services/firestore';
import { ensureUser } from '../services/users';

export const devRouter = Router();

const LOGIN_AS = new Set(['test-free-user', 'test-pro-user']);

function onEmulators(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

async function ensureAuthUser(auth: Auth, account: DemoAccount): Promise<void> {
  try {
    await auth.getUser(account.uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: `${account.firstName} ${account.lastName}`,
      emailVerified: true,
    });
  }
}

devRouter.get('/dev/login-as/:name', async (req, res, next) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.uid === req.params.name);
  if (!onEmulators() || !account || !LOGIN_AS.has(account.uid)) {
    next();
    return;
  }
  const auth = getAuth(adminApp());
  await ensureAuthUser(auth, account);
  await ensureUser(
    account.uid,
    {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImageUrl: null,
    },
    account.tier,
  );
  const token = await auth.createCustomToken(account.uid);
  res.redirect(302, `/test#token=${encodeURIComponent(token)}`);
});
