// A token outlives the account's state by up to an hour: where it matters, the server asks
// Firebase Auth whether the account is still enabled and its sessions not revoked.
// On the emulators firebase-admin makes that check on every verification, so these tests show
// the answers; that a route asks for the check at all is tested in middleware/auth.test.ts.
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { api, messageOf } from './support/http';
import { createAuthUser } from './support/users';

function auth() {
  adminDb();
  const app = getApps()[0];
  if (!app) throw new Error('firebase-admin is not initialised');
  return getAuth(app);
}

const signIn = (token: string) =>
  api('POST', '/api/auth/firebase', token, { idToken: token, displayName: 'Ada', photoURL: null });

describe('sign-in with the token of a disabled or revoked account', () => {
  it('refuses a disabled account with 401', async () => {
    const user = await createAuthUser();
    await auth().updateUser(user.uid, { disabled: true });
    const response = await signIn(user.idToken);
    expect(response.status).toBe(401);
    expect(messageOf(response)).toBe(
      'The account is disabled or its sessions were revoked: sign in again',
    );
  });

  it('refuses a token issued before the sessions were revoked', async () => {
    const user = await createAuthUser();
    // Revocation is recorded to the second; a token of the same second still counts as older.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth().revokeRefreshTokens(user.uid);
    const response = await signIn(user.idToken);
    expect(response.status).toBe(401);
  });
});
