import { describe, expect, it } from 'vitest';
import { activities, counts, readDoc } from './support/admin';
import { api, messageOf } from './support/http';
import { claimsOf, createAuthUser, createUser, signInAgain } from './support/users';

const USER_KEYS = [
  'billing',
  'createdAt',
  'dailyCapacity',
  'email',
  'emailVerified',
  'firstName',
  'googleCalendarConnected',
  'googleCalendarEmail',
  'googleCalendarStatus',
  'id',
  'lastName',
  'lastSignInAt',
  'nightlyAnalysis',
  'notifyDigest',
  'notifyEmail',
  'notifyInApp',
  'notifyPush',
  'notifyWeeklyReport',
  'profileImageUrl',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'subscriptionTier',
  'tierSource',
  'timeZone',
  'updatedAt',
];

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /api/auth/firebase', () => {
  it('creates the user with its counter on first sign-in and logs account_created', async () => {
    const user = await createAuthUser('Ada King Lovelace');
    const response = await api<Record<string, unknown>>(
      'POST',
      '/api/auth/firebase',
      user.idToken,
      {
        idToken: user.idToken,
        email: user.email,
        displayName: 'Ada King Lovelace',
        photoURL: 'https://example.com/ada.png',
      },
    );
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(USER_KEYS);
    expect(response.body).toMatchObject({
      id: user.uid,
      email: user.email,
      firstName: 'Ada',
      lastName: 'King Lovelace',
      profileImageUrl: 'https://example.com/ada.png',
      subscriptionTier: 'free',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      tierSource: 'default',
      billing: null,
      googleCalendarConnected: false,
      googleCalendarStatus: 'disconnected',
      googleCalendarEmail: null,
      notifyInApp: true,
      notifyEmail: true,
      notifyPush: false,
      notifyDigest: false,
      timeZone: 'UTC',
      dailyCapacity: 8,
      nightlyAnalysis: true,
    });
    expect(response.body.createdAt).toMatch(ISO);
    expect(response.body.updatedAt).toMatch(ISO);
    const authTime = claimsOf(user.idToken).auth_time as number;
    expect(response.body.lastSignInAt).toBe(new Date(authTime * 1000).toISOString());

    const stored = await readDoc(`users/${user.uid}`);
    expect(stored?.createdAt?.constructor?.name).toBe('Timestamp');
    expect(stored).not.toHaveProperty('id');
    expect(await counts(user.uid)).toEqual({ projects: 0, goals: 0, groups: 0 });
    const log = await activities(user.uid);
    expect(log.map((entry) => entry.action)).toEqual(['account_created']);
    expect(log[0]?.changedBy).toBe(user.uid);
  });

  it('logs user_login on a later sign-in and leaves the user as it was', async () => {
    const user = await createUser('Grace Hopper');
    const later = await signInAgain(user);
    const again = await api<Record<string, unknown>>('POST', '/api/auth/firebase', later.idToken, {
      idToken: later.idToken,
      email: user.email,
      displayName: 'Someone Else',
      photoURL: null,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const actions = (await activities(user.uid)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['account_created', 'user_login']);
    const authTime = claimsOf(later.idToken).auth_time as number;
    expect(again.body.lastSignInAt).toBe(new Date(authTime * 1000).toISOString());
  });

  it('records no new sign-in when the same session posts its token again (a page load)', async () => {
    const user = await createUser('Alan Turing');
    const load = () =>
      api('POST', '/api/auth/firebase', user.idToken, {
        idToken: user.idToken,
        email: user.email,
        displayName: null,
        photoURL: null,
      });
    expect((await load()).status).toBe(200);
    expect((await load()).status).toBe(200);
    expect((await activities(user.uid)).map((entry) => entry.action)).toEqual(['account_created']);
    // The next real sign-in is recorded once, however often its session loads the app.
    const later = await signInAgain(user);
    for (let i = 0; i < 3; i += 1) {
      const response = await api('POST', '/api/auth/firebase', later.idToken, {
        idToken: later.idToken,
        email: user.email,
        displayName: null,
        photoURL: null,
      });
      expect(response.status).toBe(200);
    }
    const actions = (await activities(user.uid)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['account_created', 'user_login']);
  });

  it("keeps the browser's time zone from each sign-in, and ignores a zone it does not know", async () => {
    const user = await createAuthUser('Nomad Traveller');
    const signIn = (timeZone: string) =>
      api('POST', '/api/auth/firebase', user.idToken, {
        idToken: user.idToken,
        email: user.email,
        displayName: null,
        photoURL: null,
        timeZone,
      });
    expect((await signIn('Asia/Tokyo')).body).toMatchObject({ timeZone: 'Asia/Tokyo' });
    expect((await signIn('Europe/Berlin')).body).toMatchObject({ timeZone: 'Europe/Berlin' });
    const unknown = await signIn('Mars/Olympus_Mons');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ timeZone: 'Europe/Berlin' });
  });

  it('takes the names of the sign-up form over the display name', async () => {
    const user = await createAuthUser('Mary Ann Evans');
    const response = await api('POST', '/api/auth/firebase', user.idToken, {
      idToken: user.idToken,
      email: user.email,
      displayName: 'Mary Ann Evans',
      photoURL: null,
      firstName: 'Mary Ann',
      lastName: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Mary Ann', lastName: null });
  });

  it("answers 401 without a token, with a bad one, or with another user's token in the body", async () => {
    const user = await createAuthUser();
    const other = await createAuthUser();
    const body = { idToken: user.idToken, email: user.email, displayName: null, photoURL: null };

    const missing = await api('POST', '/api/auth/firebase', null, body);
    expect(missing.status).toBe(401);
    expect(messageOf(missing)).toMatch(/Authentication required/);

    const invalid = await api('POST', '/api/auth/firebase', 'not-a-token', body);
    expect(invalid.status).toBe(401);
    expect(messageOf(invalid)).toBe('The ID token is invalid or expired');

    const mismatch = await api('POST', '/api/auth/firebase', other.idToken, body);
    expect(mismatch.status).toBe(401);
    expect(messageOf(mismatch)).toBe('The ID token in the body belongs to another user');
    expect(await readDoc(`users/${other.uid}`)).toBeUndefined();
  });

  it('answers 400 naming the field for a bad body', async () => {
    const user = await createAuthUser();
    const response = await api('POST', '/api/auth/firebase', user.idToken, { email: user.email });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('idToken: ID token is required');

    const notText = await api('POST', '/api/auth/firebase', user.idToken, {
      idToken: user.idToken,
      photoURL: 42,
    });
    expect(notText.status).toBe(400);
    expect(messageOf(notText)).toBe('photoURL: Photo URL must be text or null');
  });
});

describe('GET /api/auth/user', () => {
  it('returns the same user JSON as the sign-in', async () => {
    const user = await createAuthUser('Alan Turing');
    const signIn = await api('POST', '/api/auth/firebase', user.idToken, {
      idToken: user.idToken,
      email: user.email,
      displayName: 'Alan Turing',
      photoURL: null,
    });
    const response = await api('GET', '/api/auth/user', user.idToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(signIn.body);
  });

  it('answers 404 before the first sign-in and 401 without a token', async () => {
    const user = await createAuthUser();
    const before = await api('GET', '/api/auth/user', user.idToken);
    expect(before.status).toBe(404);
    expect(messageOf(before)).toBe('User not found');
    expect((await api('GET', '/api/auth/user')).status).toBe(401);
  });
});
