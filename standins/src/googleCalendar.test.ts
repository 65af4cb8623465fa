// The Google Calendar stand-in through @googleapis/calendar, authorised by google-auth-library
// against the OAuth stand-in, both on free loopback ports.
import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instantOf, localAt } from './googleTime';
import {
  connect,
  gaxiosFailure,
  oauthClientFor,
  startGoogle,
  type RunningGoogle,
} from './googleTesting';

let google: RunningGoogle;
let client: OAuth2Client;

const ACCOUNT = 'ada@pomoplan.test';

beforeAll(async () => {
  google = await startGoogle();
});
afterAll(() => google.close());
beforeEach(async () => {
  await google.control(google.oauth, 'POST', 'reset');
  await google.control(google.apis, 'POST', 'reset');
  client = oauthClientFor(google.oauth);
  await connect(client, { loginHint: ACCOUNT });
});

const api = (auth: OAuth2Client = client) =>
  calendar({ version: 'v3', auth, rootUrl: `${google.apis.url}/` });

async function setEvents(events: unknown[]) {
  const response = await google.control(
    google.apis,
    'PUT',
    `google-apis/accounts/${ACCOUNT}/events`,
    events,
  );
  expect(response.status).toBe(204);
}

/** What the feature does: every page of a window, expanded and ordered. */
async function listAll(params: calendar_v3.Params$Resource$Events$List) {
  const pages: calendar_v3.Schema$Event[][] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await api().events.list({
      calendarId: 'primary',
      singleEvents: true,
      orderBy: 'startTime',
      ...params,
      pageToken,
    });
    pages.push(data.items ?? []);
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return pages;
}

const timed = (id: string, start: string, end: string, extra: object = {}) => ({
  id,
  summary: id,
  start: { dateTime: start },
  end: { dateTime: end },
  ...extra,
});

describe('the demo calendar', () => {
  it('holds all-day, multi-day, timed and weekly events in the current month', async () => {
    const calendarInfo = await api().calendars.get({ calendarId: 'primary' });
    expect(calendarInfo.data.timeZone).toBe('Europe/Berlin');

    const now = localAt(Date.now(), 'Europe/Berlin');
    const first = { year: now.year, month: now.month, day: 1, hour: 0, minute: 0, second: 0 };
    const next =
      now.month === 12
        ? { ...first, year: now.year + 1, month: 1 }
        : { ...first, month: now.month + 1 };
    const [items = []] = await listAll({
      timeMin: new Date(instantOf(first, 'Europe/Berlin')).toISOString(),
      timeMax: new Date(instantOf(next, 'Europe/Berlin')).toISOString(),
      timeZone: 'Europe/Berlin',
    });
    const month = `${now.year}-${String(now.month).padStart(2, '0')}`;

    const birthday = items.find((event) => event.summary === "Grandma's birthday");
    expect(birthday?.start).toEqual({ date: `${month}-12` });
    expect(birthday?.end).toEqual({ date: `${month}-13` });
    const offsite = items.find((event) => event.summary === 'Team offsite');
    expect(offsite?.start).toEqual({ date: `${month}-19` });
    expect(offsite?.end).toEqual({ date: `${month}-22` });
    const dentist = items.find((event) => event.summary === 'Dentist');
    expect(dentist?.start?.dateTime).toMatch(new RegExp(`^${month}-05T08:30:00\\+0[12]:00$`));

    const mondays = Array.from(
      { length: 31 },
      (_, i) => new Date(Date.UTC(now.year, now.month - 1, i + 1)),
    )
      .filter((day) => day.getUTCMonth() === now.month - 1 && day.getUTCDay() === 1)
      .map((day) => day.toISOString().slice(0, 10));
    const planning = items.filter((event) => event.summary === 'Weekly planning');
    // The second Monday's instance is cancelled and left out.
    expect(planning.map((event) => event.start?.dateTime?.slice(0, 10))).toEqual(
      mondays.filter((_, index) => index !== 1),
    );
    for (const instance of planning) {
      expect(instance.recurringEventId).toBe('demoplanning');
      expect(instance.start?.dateTime).toMatch(/T09:00:00\+0[12]:00$/);
    }
    const starts = items.map((event) =>
      Date.parse(event.start?.dateTime ?? `${event.start?.date}T00:00:00+01:00`),
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

describe('events.list', () => {
  it('pages through nextPageToken', async () => {
    await setEvents(
      [4, 5, 6, 7, 8].map((day) =>
        timed(`day${day}`, `2026-05-0${day}T10:00:00Z`, `2026-05-0${day}T11:00:00Z`),
      ),
    );
    const pages = await listAll({
      timeMin: '2026-05-01T00:00:00Z',
      timeMax: '2026-06-01T00:00:00Z',
      maxResults: 2,
    });
    expect(pages.map((page) => page.map((event) => event.id))).toEqual([
      ['day4', 'day5'],
      ['day6', 'day7'],
      ['day8'],
    ]);
  });

  it('expands a weekly event into instances that keep their local time across DST', async () => {
    await setEvents([
      timed('weekly', '2026-03-16T09:00:00+01:00', '2026-03-16T09:30:00+01:00', {
        start: { dateTime: '2026-03-16T09:00:00+01:00', timeZone: 'Europe/Berlin' },
        end: { dateTime: '2026-03-16T09:30:00+01:00', timeZone: 'Europe/Berlin' },
        recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'],
      }),
      timed('weeklycancelled', '2026-03-23T09:00:00+01:00', '2026-03-23T09:30:00+01:00', {
        status: 'cancelled',
        recurringEventId: 'weekly',
        originalStartTime: { dateTime: '2026-03-23T09:00:00+01:00' },
      }),
      timed('weeklymoved', '2026-04-06T11:00:00+02:00', '2026-04-06T11:30:00+02:00', {
        recurringEventId: 'weekly',
        originalStartTime: { dateTime: '2026-04-06T09:00:00+02:00' },
      }),
    ]);
    const [items = []] = await listAll({
      timeMin: '2026-03-01T00:00:00Z',
      timeMax: '2026-05-01T00:00:00Z',
      timeZone: 'Europe/Berlin',
    });
    expect(items.map((event) => [event.id, event.start?.dateTime, event.recurringEventId])).toEqual(
      [
        ['weekly_20260316T080000Z', '2026-03-16T09:00:00+01:00', 'weekly'],
        ['weekly_20260330T070000Z', '2026-03-30T09:00:00+02:00', 'weekly'],
        ['weekly_20260406T070000Z', '2026-04-06T11:00:00+02:00', 'weekly'],
        ['weekly_20260413T070000Z', '2026-04-13T09:00:00+02:00', 'weekly'],
      ],
    );
    expect(items[2]?.originalStartTime?.dateTime).toBe('2026-04-06T09:00:00+02:00');

    const { data } = await api().events.list({
      calendarId: 'primary',
      timeMin: '2026-03-01T00:00:00Z',
      timeMax: '2026-05-01T00:00:00Z',
    });
    expect(data.items?.map((event) => event.id)).toEqual(['weekly', 'weekly_20260406T070000Z']);
    expect(data.items?.[0]?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=5']);
  });

  it('writes all-day events as dates and timed ones in the requested time zone', async () => {
    await setEvents([
      {
        id: 'holiday',
        summary: 'Holiday',
        start: { date: '2026-05-10' },
        end: { date: '2026-05-11' },
      },
      timed('lunch', '2026-05-10T12:00:00Z', '2026-05-10T13:00:00Z'),
    ]);
    const { data } = await api().events.list({
      calendarId: 'primary',
      timeMin: '2026-05-01T00:00:00Z',
      timeMax: '2026-06-01T00:00:00Z',
      singleEvents: true,
      orderBy: 'startTime',
      timeZone: 'America/New_York',
    });
    expect(data.timeZone).toBe('Europe/Berlin');
    expect(data.items?.map((event) => [event.id, event.start, event.end])).toEqual([
      ['holiday', { date: '2026-05-10' }, { date: '2026-05-11' }],
      [
        'lunch',
        { dateTime: '2026-05-10T08:00:00-04:00' },
        { dateTime: '2026-05-10T09:00:00-04:00' },
      ],
    ]);
  });

  it('keeps events that end after timeMin and start before timeMax, both exclusive', async () => {
    await setEvents([
      timed('endsatmin', '2026-05-10T08:00:00Z', '2026-05-10T09:00:00Z'),
      timed('overlapsmin', '2026-05-10T08:30:00Z', '2026-05-10T09:30:00Z'),
      timed('inside', '2026-05-10T10:00:00Z', '2026-05-10T11:00:00Z'),
      timed('startsatmax', '2026-05-10T12:00:00Z', '2026-05-10T13:00:00Z'),
      // Midnight to midnight in Berlin, the calendar's zone: ends 2026-05-09T22:00Z.
      { id: 'daybefore', summary: 'x', start: { date: '2026-05-09' }, end: { date: '2026-05-10' } },
    ]);
    const [items = []] = await listAll({
      timeMin: '2026-05-10T09:00:00Z',
      timeMax: '2026-05-10T12:00:00Z',
    });
    expect(items.map((event) => event.id)).toEqual(['overlapsmin', 'inside']);

    const empty = await gaxiosFailure(
      api().events.list({
        calendarId: 'primary',
        timeMin: '2026-05-10T12:00:00Z',
        timeMax: '2026-05-10T09:00:00Z',
      }),
    );
    expect(empty.status).toBe(400);
  });

  it('refuses orderBy startTime without singleEvents', async () => {
    const error = await gaxiosFailure(
      api().events.list({ calendarId: 'primary', orderBy: 'startTime' }),
    );
    expect(error.status).toBe(400);
  });
});

describe('access', () => {
  it('answers 401 to a revoked access token', async () => {
    const accessToken = client.credentials.access_token ?? '';
    await client.revokeToken(accessToken);
    const bare = new OAuth2Client();
    bare.setCredentials({ access_token: accessToken });
    const error = await gaxiosFailure(api(bare).events.list({ calendarId: 'primary' }));
    expect(error.status).toBe(401);
  });

  it('refreshes an access token that expired early and retries, when told to', async () => {
    await google.control(google.oauth, 'POST', 'google-oauth/expire-access-tokens');
    // The client trusts its expiry_date: a token the server expired before it is refreshed on
    // the 401 only with forceRefreshOnFailure (or credentials stored without expiry_date).
    const stale = await gaxiosFailure(api().events.list({ calendarId: 'primary' }));
    expect(stale.status).toBe(401);
    const retrying = oauthClientFor(google.oauth, { forceRefreshOnFailure: true });
    retrying.setCredentials(client.credentials);
    const { status } = await api(retrying).events.list({ calendarId: 'primary' });
    expect(status).toBe(200);
    const log = (await (await fetch(`${google.oauth.url}/_control/requests`)).json()) as {
      body: { grant_type?: string };
    }[];
    expect(log.filter((request) => request.body?.grant_type === 'refresh_token')).toHaveLength(1);
  });

  it('passes on a rate limit as 403 rateLimitExceeded', async () => {
    await google.control(google.apis, 'POST', 'faults', { fault: 'rate-limit' });
    const error = await gaxiosFailure(api().events.list({ calendarId: 'primary' }));
    expect(error.status).toBe(403);
    expect(error.response?.data).toMatchObject({
      error: { errors: [{ reason: 'rateLimitExceeded', domain: 'usageLimits' }] },
    });
  });

  it('answers 404 for another account’s calendar', async () => {
    const error = await gaxiosFailure(api().events.list({ calendarId: 'someone@else.test' }));
    expect(error.status).toBe(404);
  });
});

describe('control', () => {
  it('sets the calendar time zone', async () => {
    const set = await google.control(
      google.apis,
      'PUT',
      `google-apis/accounts/${ACCOUNT}/time-zone`,
      {
        timeZone: 'America/New_York',
      },
    );
    expect(set.status).toBe(204);
    const { data } = await api().calendars.get({ calendarId: 'primary' });
    expect(data.timeZone).toBe('America/New_York');
  });

  it('refuses events it cannot serve with a message', async () => {
    const response = await google.control(
      google.apis,
      'PUT',
      `google-apis/accounts/${ACCOUNT}/events`,
      [timed('backwards', '2026-05-10T12:00:00Z', '2026-05-10T11:00:00Z')],
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'end must be after start',
    );
  });
});
