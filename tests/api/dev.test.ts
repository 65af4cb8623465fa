import { describe, expect, it } from 'vitest';
import { adminDb, counts } from './support/admin';
import { api } from './support/http';
import { signInWithCustomToken } from './support/users';

const ACCOUNTS = [
  ['test-free-user', 'free@pomoplan.test', 'free'],
  ['test-pro-user', 'pro@pomoplan.test', 'pro'],
] as const;

describe('GET /api/dev/login-as/{name} on the emulators', () => {
  it.each(ACCOUNTS)(
    '%s redirects to /test with a custom token that signs in as %s',
    async (uid, email, tier) => {
      // Start from nothing: the route creates what is missing.
      await adminDb().recursiveDelete(adminDb().doc(`users/${uid}`));
      const response = await api('GET', `/api/dev/login-as/${uid}`, null, undefined, {
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      const location = response.headers.get('location') ?? '';
      const match = /^\/test#token=(.+)$/.exec(location);
      expect(match, location).not.toBeNull();

      const session = await signInWithCustomToken(decodeURIComponent(match?.[1] ?? ''));
      expect(session.uid).toBe(uid);
      const user = await api('GET', '/api/auth/user', session.idToken);
      expect(user.status).toBe(200);
      expect(user.body).toMatchObject({ id: uid, email, subscriptionTier: tier });
      expect(await counts(uid)).toEqual({ projects: 0, goals: 0, groups: 0 });
    },
  );

  it('answers 404 for any other name', async () => {
    for (const name of ['admin-user', 'someone', 'test-free-user-2']) {
      const response = await api('GET', `/api/dev/login-as/${name}`, null, undefined, {
        redirect: 'manual',
      });
      expect(response.status, name).toBe(404);
    }
  });
});
