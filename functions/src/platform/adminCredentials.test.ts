import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSignInUnavailableError, checkAdminCredentials } from './adminCredentials';

const users = new Map<
  string,
  {
    email: string;
    customClaims?: Record<string, unknown>;
    disabled?: boolean;
    tokensValidAfterTime?: string;
  }
>();

vi.mock('./firestore', () => ({ adminApp: () => ({}) }));
vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({
    getUser: async (uid: string) => ({ disabled: false, ...users.get(uid) }),
  }),
}));

/** Identity Toolkit as seen by fetch: one account per e-mail. */
const accounts = new Map<string, { password: string; uid: string }>();
const fetchMock = vi.fn(async (url: string, init: { body: string }) => {
  const { email, password } = JSON.parse(init.body) as { email: string; password: string };
  const account = accounts.get(email.toLowerCase());
  if (!account || account.password !== password) {
    return Response.json({ error: { message: 'INVALID_LOGIN_CREDENTIALS' } }, { status: 400 });
  }
  return Response.json({ localId: account.uid, email, idToken: 'token' });
});

function addAccount(email: string, password: string, admin: boolean): void {
  const uid = `uid-${email}`;
  accounts.set(email, { password, uid });
  users.set(uid, { email, customClaims: admin ? { admin: true } : {} });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '');
  vi.stubEnv('WEB_API_KEY', 'web-key');
  fetchMock.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('checkAdminCredentials', () => {
  it('signs in with Identity Toolkit and requires the admin claim', async () => {
    addAccount('boss@example.com', 'right', true);
    addAccount('staff@example.com', 'right', false);
    expect(await checkAdminCredentials('boss@example.com', 'right')).toEqual({
      kind: 'admin',
      admin: { uid: 'uid-boss@example.com', email: 'boss@example.com' },
      cached: false,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=web-key',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await checkAdminCredentials('staff@example.com', 'right')).toMatchObject({
      kind: 'denied',
    });
    expect(await checkAdminCredentials('boss@example.com', 'wrong')).toMatchObject({
      kind: 'denied',
    });
  });

  it('remembers answers briefly, so repeated calls sign in once', async () => {
    addAccount('cached@example.com', 'right', true);
    await checkAdminCredentials('cached@example.com', 'right');
    expect(await checkAdminCredentials('Cached@Example.com', 'right')).toMatchObject({
      kind: 'admin',
      cached: true,
    });
    await checkAdminCredentials('cached@example.com', 'guess');
    expect(await checkAdminCredentials('cached@example.com', 'guess')).toEqual({
      kind: 'denied',
      cached: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends access at once when the claim is removed or the account disabled', async () => {
    addAccount('former@example.com', 'right', true);
    addAccount('disabled@example.com', 'right', true);
    await checkAdminCredentials('former@example.com', 'right');
    await checkAdminCredentials('disabled@example.com', 'right');
    users.set('uid-former@example.com', { email: 'former@example.com', customClaims: {} });
    users.set('uid-disabled@example.com', {
      email: 'disabled@example.com',
      customClaims: { admin: true },
      disabled: true,
    });

    expect(await checkAdminCredentials('former@example.com', 'right')).toEqual({
      kind: 'denied',
      cached: true,
    });
    expect(await checkAdminCredentials('disabled@example.com', 'right')).toEqual({
      kind: 'denied',
      cached: true,
    });
  });

  it('ends a remembered check once the sessions are revoked', async () => {
    addAccount('revoked@example.com', 'right', true);
    await checkAdminCredentials('revoked@example.com', 'right');
    // Firebase keeps the revocation instant to the second: one a second ahead is unambiguous.
    users.set('uid-revoked@example.com', {
      email: 'revoked@example.com',
      customClaims: { admin: true },
      tokensValidAfterTime: new Date(Date.now() + 1_000).toUTCString(),
    });
    expect(await checkAdminCredentials('revoked@example.com', 'right')).toEqual({
      kind: 'denied',
      cached: true,
    });
  });

  it('says how to configure it when WEB_API_KEY is empty outside the emulators', async () => {
    vi.stubEnv('WEB_API_KEY', '');
    await expect(checkAdminCredentials('new@example.com', 'x')).rejects.toEqual(
      new AdminSignInUnavailableError(503, 'Admin sign-in is not configured: set WEB_API_KEY.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the Auth emulator when it runs', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
    vi.stubEnv('WEB_API_KEY', '');
    await checkAdminCredentials('emulated@example.com', 'x');
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator',
      expect.anything(),
    );
  });
});
