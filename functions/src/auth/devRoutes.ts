// GET /api/dev/login-as/test-free-user and /test-pro-user: on the emulators only, signs the
// browser in as a demo account through a custom token handed to the web app's /test page.
// Anywhere else (and for any other name) the route does not exist.
import { getAuth, type Auth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../scripts/seed/accounts.mjs';
import { adminApp } from '../platform/firestore';
import { ensureUser } from '../users/users';
import { NO_ROUTE, route } from '../platform/http/route';

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

export const devRoutes = [
  route(
    {
      method: 'get',
      path: '/dev/login-as/:name',
      access: 'public',
      tag: 'dev',
      summary: 'Emulators only: sign in as test-free-user or test-pro-user',
      description:
        'Redirects to /test#token=<custom token>. Answers 404 outside the emulators and for any other name.',
      status: 302,
    },
    async ({ params }) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.uid === params.name);
      if (!onEmulators() || !account || !LOGIN_AS.has(account.uid)) return NO_ROUTE;
      const auth = getAuth(adminApp());
      await ensureAuthUser(auth, account);
      await ensureUser(
        account.uid,
        {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          profileImageUrl: null,
          emailVerified: true,
        },
        account.tier,
      );
      const token = await auth.createCustomToken(account.uid);
      return `/test#token=${encodeURIComponent(token)}`;
    },
  ),
];
