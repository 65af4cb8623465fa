// Connecting Google Calendar through the real OAuth round trip against the Google stand-ins:
// every result code from its real cause, the events merged beside tasks, a refused grant
// later, and disconnecting.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerConsent } from '../../standins/src/googleTesting';
import { adminDb, readDoc, setTier } from './support/admin';
import { createProject, createTask } from './support/fixtures';
import {
  connectGoogle,
  EVENTS_SCOPE,
  GOOGLE_APIS_URL,
  GOOGLE_OAUTH_URL,
  googleCalls,
  googleControl,
  googleFault,
  resetGoogle,
  resultOf,
  returnToCallback,
  startAuth,
} from './support/google';
import { api, messageOf } from './support/http';
import { createUser, type TestUser } from './support/users';

interface EventsAnswer {
  events: {
    id: string;
    title: string;
    start: string;
    end: string;
    time: string | null;
    source: string;
  }[];
  googleConnected: boolean;
  googleStatus: string;
}

async function proUser(): Promise<TestUser> {
  const user = await createUser();
  await setTier(user.uid, 'pro');
  return user;
}

const userDoc = (user: TestUser) => readDoc(`users/${user.uid}`);

async function events(user: TestUser, query: string) {
  const response = await api<EventsAnswer>('GET', `/api/calendar/events?${query}`, user.idToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A start whose consent was allowed: the URL Google sends the browser back to. */
async function allowed(user: TestUser) {
  const { authUrl, cookie } = await startAuth(user);
  return { redirect: await answerConsent(authUrl.toString(), 'Allow'), cookie, authUrl };
}

beforeEach(async () => {
  await resetGoogle();
});

describe('GET /api/integrations/google/auth', () => {
  it('builds the PKCE authorization URL with a single-use state bound to this browser', async () => {
    const user = await proUser();
    const { authUrl, cookie } = await startAuth(user);
    expect(authUrl.origin + authUrl.pathname).toBe(`${GOOGLE_OAUTH_URL}/o/oauth2/v2/auth`);
    const params = authUrl.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    expect(params.get('login_hint')).toBe(user.email);
    expect(params.get('scope')?.split(' ')).toContain(EVENTS_SCOPE);
    expect(params.get('redirect_uri')).toBe(
      'http://localhost:5000/api/integrations/google/callback',
    );
    const state = params.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await readDoc(
      `googleOAuthStates/${createHash('sha256').update(state).digest('hex')}`,
    );
    expect(stored?.uid).toBe(user.uid);
    expect(JSON.stringify(stored)).not.toContain(cookie.split('=')[1]);
  });

  it('refuses the free plan with the upgrade message', async () => {
    const user = await createUser();
    const response = await api('GET', '/api/integrations/google/auth', user.idToken);
    expect(response.status).toBe(403);
    expect(messageOf(response)).toMatch(/requires a Pro subscription/);
  });
});

describe('GET /api/integrations/google/callback', () => {
  it('connects: stores the grant sealed and server-side, then shows the events', async () => {
    const user = await proUser();
    expect(await connectGoogle(user)).toBe('connected');
    expect(await userDoc(user)).toMatchObject({
      googleCalendarConnected: true,
      googleCalendarStatus: 'connected',
      googleCalendarEmail: user.email.toLowerCase(),
    });
    const grant = await readDoc(`users/${user.uid}/private/google`);
    expect(grant?.refreshToken).toMatch(/^v1\./);
    expect(String(grant?.refreshToken)).not.toContain('1//');

    const project = await createProject(user.idToken);
    const today = new Date().toISOString().slice(0, 10);
    await createTask(user.idToken, project.id, { title: 'Own task', dueDate: today });
    const answer = await events(user, 'tz=Europe/Berlin');
    expect(answer.googleStatus).toBe('connected');
    expect(answer.googleConnected).toBe(true);
    const titles = answer.events.map((event) => `${event.source}:${event.title}`);
    expect(titles).toEqual(
      expect.arrayContaining(['task:Own task', "google:Grandma's birthday", 'google:Dentist']),
    );
    const dentist = answer.events.find((event) => event.title === 'Dentist');
    expect(dentist?.time).toBe('08:30');
    // The weekly meeting is expanded into its instances, the cancelled one left out.
    expect(
      answer.events.filter((event) => event.title === 'Weekly planning').length,
    ).toBeGreaterThan(2);
  });

  it('answers denied, not an error, when the user denies consent', async () => {
    const user = await proUser();
    expect(await connectGoogle(user, { button: 'Deny' })).toBe('denied');
    expect((await userDoc(user))?.googleCalendarStatus).toBe('disconnected');
  });

  it("answers a second arrival of a used state with the first one's result, doing nothing twice", async () => {
    const user = await proUser();
    const { redirect, cookie } = await allowed(user);
    expect(resultOf(await returnToCallback(redirect, cookie))).toBe('connected');
    const grant = await readDoc(`users/${user.uid}/private/google`);
    // Again from the same browser, and without the cookie that the first answer cleared.
    expect(resultOf(await returnToCallback(redirect, cookie))).toBe('connected');
    expect(resultOf(await returnToCallback(redirect, null))).toBe('connected');
    expect((await readDoc(`users/${user.uid}/private/google`))?.connectionId).toBe(
      grant?.connectionId,
    );
    // A browser bound to another round trip learns nothing.
    const othersCookie = (await startAuth(await proUser())).cookie;
    expect(resultOf(await returnToCallback(redirect, othersCookie))).toBe('verification_error');
  });

  it('answers both arrivals of one state at once with its single result', async () => {
    const user = await proUser();
    const { redirect, cookie } = await allowed(user);
    const both = await Promise.all([
      returnToCallback(redirect, cookie),
      returnToCallback(redirect, cookie),
    ]);
    expect(both.map(resultOf)).toEqual(['connected', 'connected']);
  });

  it('answers a second arrival of a denied consent as denied', async () => {
    const user = await proUser();
    const { authUrl, cookie } = await startAuth(user);
    const redirect = await answerConsent(authUrl.toString(), 'Deny');
    expect(resultOf(await returnToCallback(redirect, cookie))).toBe('denied');
    expect(resultOf(await returnToCallback(redirect, null))).toBe('denied');
  });

  it('answers verification_error for an unknown or missing state', async () => {
    const user = await proUser();
    const { redirect, cookie } = await allowed(user);
    const forged = new URL(redirect);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(resultOf(await returnToCallback(forged, cookie))).toBe('verification_error');
    forged.searchParams.delete('state');
    expect(resultOf(await returnToCallback(forged, cookie))).toBe('verification_error');
    expect((await userDoc(user))?.googleCalendarConnected).toBe(false);
  });

  it("refuses another browser's state, so nobody can plant their calendar on a victim", async () => {
    const attacker = await proUser();
    const victim = await proUser();
    const { redirect } = await allowed(attacker);
    const victimsCookie = (await startAuth(victim)).cookie;
    expect(resultOf(await returnToCallback(redirect, victimsCookie))).toBe('verification_error');
    expect(resultOf(await returnToCallback(redirect, null))).toBe('verification_error');
    expect((await userDoc(attacker))?.googleCalendarConnected).toBe(false);
    expect((await userDoc(victim))?.googleCalendarConnected).toBe(false);
  });

  it('answers timestamp_error for a state older than 10 minutes', async () => {
    const user = await proUser();
    const { redirect, cookie } = await allowed(user);
    const state = redirect.searchParams.get('state') ?? '';
    await adminDb()
      .doc(`googleOAuthStates/${createHash('sha256').update(state).digest('hex')}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(resultOf(await returnToCallback(redirect, cookie))).toBe('timestamp_error');
  });

  it('answers token_error when the code exchange fails', async () => {
    const user = await proUser();
    const { redirect, cookie } = await allowed(user);
    await googleFault(GOOGLE_OAUTH_URL, 'invalid-grant');
    expect(resultOf(await returnToCallback(redirect, cookie))).toBe('token_error');

    // Google down: the client's own retries of the exchange all fail too.
    const again = await allowed(user);
    await googleControl(GOOGLE_OAUTH_URL, 'faults', { fault: 'server-error', count: 10 });
    expect(resultOf(await returnToCallback(again.redirect, again.cookie))).toBe('token_error');
    expect((await userDoc(user))?.googleCalendarConnected).toBe(false);
  });

  it('answers verification_error when the calendar scope was not granted', async () => {
    const user = await proUser();
    expect(await connectGoogle(user, { untick: [EVENTS_SCOPE] })).toBe('verification_error');
    expect(await readDoc(`users/${user.uid}/private/google`)).toBeUndefined();
  });

  it('answers api_error when the first calendar call fails, and gives the grant back', async () => {
    const user = await proUser();
    const { redirect, cookie } = await allowed(user);
    await googleFault(GOOGLE_APIS_URL, 'server-error');
    expect(resultOf(await returnToCallback(redirect, cookie))).toBe('api_error');
    expect((await userDoc(user))?.googleCalendarConnected).toBe(false);
    const calls = await googleCalls(GOOGLE_OAUTH_URL);
    expect(calls.some((call) => call.path === '/revoke')).toBe(true);
  });

  it('refuses malformed input with a 400 and changes nothing', async () => {
    const response = await api('GET', '/api/integrations/google/callback?state=a&state=b');
    expect(response.status).toBe(400);
    const long = await api('GET', `/api/integrations/google/callback?code=${'c'.repeat(5000)}`);
    expect(long.status).toBe(400);
  });
});

describe('Google events in GET /api/calendar/events', () => {
  const MARCH = 'start=2026-03-01&end=2026-03-31';

  it("places events on the user's days in their zone and follows every page", async () => {
    const user = await proUser();
    expect(await connectGoogle(user)).toBe('connected');
    const many = Array.from({ length: 300 }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const hour = String(8 + Math.floor(i / 28)).padStart(2, '0');
      return {
        id: `bulk${i}`,
        summary: `Event ${i}`,
        start: { dateTime: `2026-03-${day}T${hour}:00:00Z` },
        end: { dateTime: `2026-03-${day}T${hour}:30:00Z` },
      };
    });
    await googleControl(
      GOOGLE_APIS_URL,
      `google-apis/accounts/${encodeURIComponent(user.email.toLowerCase())}/events`,
      [
        ...many,
        {
          id: 'latenight',
          summary: 'Late call',
          start: { dateTime: '2026-03-10T23:30:00Z' },
          end: { dateTime: '2026-03-11T00:15:00Z' },
        },
        {
          id: 'holiday',
          summary: 'Holiday',
          start: { date: '2026-03-16' },
          end: { date: '2026-03-18' },
        },
      ],
      'PUT',
    );
    const tokyo = await events(user, `${MARCH}&tz=Asia/Tokyo`);
    const google = tokyo.events.filter((event) => event.source === 'google');
    expect(google).toHaveLength(302);
    expect(google.find((event) => event.id === 'latenight')).toMatchObject({
      start: '2026-03-11',
      end: '2026-03-11',
      time: '08:30',
    });
    expect(google.find((event) => event.id === 'holiday')).toMatchObject({
      start: '2026-03-16',
      end: '2026-03-17',
      time: null,
    });
    const lists = (await googleCalls(GOOGLE_APIS_URL)).filter((call) =>
      call.path.endsWith('/events'),
    );
    expect(lists.length).toBeGreaterThanOrEqual(3); // the first call, then two pages

    const newYork = await events(user, `${MARCH}&tz=America/New_York`);
    expect(newYork.events.find((event) => event.id === 'latenight')).toMatchObject({
      start: '2026-03-10',
      time: '19:30',
    });
  });

  it('switches to reconnect when Google later refuses the grant, never a 5xx', async () => {
    const user = await proUser();
    expect(await connectGoogle(user)).toBe('connected');
    await googleControl(GOOGLE_OAUTH_URL, 'google-oauth/revoke-grants', {
      email: user.email.toLowerCase(),
    });
    const project = await createProject(user.idToken);
    await createTask(user.idToken, project.id, { title: 'Still here', dueDate: '2026-03-05' });
    const answer = await events(user, MARCH);
    expect(answer.googleStatus).toBe('reconnect');
    expect(answer.googleConnected).toBe(false);
    expect(answer.events.map((event) => event.title)).toEqual(['Still here']);
    expect(await userDoc(user)).toMatchObject({
      googleCalendarConnected: false,
      googleCalendarStatus: 'reconnect',
    });
    // Connecting again heals it.
    expect(await connectGoogle(user)).toBe('connected');
    expect((await events(user, MARCH)).googleStatus).toBe('connected');
  });

  it('shows own tasks marked unavailable when Google does not answer', async () => {
    const user = await proUser();
    expect(await connectGoogle(user)).toBe('connected');
    await googleFault(GOOGLE_APIS_URL, 'server-error');
    const answer = await events(user, 'start=2026-02-01&end=2026-02-28');
    expect(answer.googleStatus).toBe('unavailable');
    expect((await userDoc(user))?.googleCalendarStatus).toBe('connected');
  });
});

describe('DELETE /api/integrations/google/disconnect', () => {
  it('revokes the grant at Google and forgets it', async () => {
    const user = await proUser();
    expect(await connectGoogle(user)).toBe('connected');
    const response = await api('DELETE', '/api/integrations/google/disconnect', user.idToken);
    expect(response.status).toBe(204);
    const revokes = (await googleCalls(GOOGLE_OAUTH_URL)).filter((call) => call.path === '/revoke');
    expect(revokes).toHaveLength(1);
    expect(await readDoc(`users/${user.uid}/private/google`)).toBeUndefined();
    expect(await userDoc(user)).toMatchObject({
      googleCalendarConnected: false,
      googleCalendarStatus: 'disconnected',
      googleCalendarEmail: null,
    });
    expect((await events(user, 'start=2026-03-01&end=2026-03-31')).googleStatus).toBe(
      'disconnected',
    );
  });

  it('counts a grant Google already dropped as revoked', async () => {
    const user = await proUser();
    expect(await connectGoogle(user)).toBe('connected');
    await googleControl(GOOGLE_OAUTH_URL, 'google-oauth/revoke-grants', {
      email: user.email.toLowerCase(),
    });
    const response = await api('DELETE', '/api/integrations/google/disconnect', user.idToken);
    expect(response.status).toBe(204);
    expect((await userDoc(user))?.googleCalendarStatus).toBe('disconnected');
  });
});
