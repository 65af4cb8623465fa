// The private iCalendar feed of open tasks, read as a calendar app reads it and parsed with an
// iCalendar parser.
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { adminDb, setTier } from './support/admin';
import { createProject, createTask } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser, type TestUser } from './support/users';

// RFC 5545 content holds no control character but a tab, and a CR only before a LF.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f]/;

async function proUser(): Promise<TestUser> {
  const user = await createUser();
  await setTier(user.uid, 'pro');
  return user;
}

async function feedUrl(user: TestUser): Promise<URL> {
  const response = await api<{ url: string }>('GET', '/api/calendar/feed', user.idToken);
  expect(response.status).toBe(200);
  return new URL(response.body.url);
}

/** The feed fetched without any credentials, as Google or Apple Calendar fetch it. */
const fetchFeed = (url: URL) => api<string>('GET', url.pathname);

describe('the calendar feed', () => {
  it('serves open tasks with due dates as all-day events, text/calendar', async () => {
    const user = await proUser();
    const project = await createProject(user.idToken);
    const today = new Date().toISOString().slice(0, 10);
    const due = await createTask(user.idToken, project.id, {
      title: 'Pay rent, then relax',
      description: 'Bank transfer',
      dueDate: today,
    });
    await createTask(user.idToken, project.id, {
      title: 'Done already',
      dueDate: today,
      isCompleted: true,
    });
    await createTask(user.idToken, project.id, { title: 'Someday' });

    const url = await feedUrl(user);
    expect(url.pathname).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedUrl(user)).pathname).toBe(url.pathname);

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual(['Pay rent, then relax']);
    const [event] = events;
    expect(event?.uid).toBe(`${due.id}@pomoplan`);
    expect(event?.description).toBe('Bank transfer');
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe(today);
  });

  it('leaves out the control characters a task stored before they were refused holds', async () => {
    const user = await proUser();
    const project = await createProject(user.idToken);
    const today = new Date().toISOString().slice(0, 10);
    // Written with the Admin SDK, past the API and the rules, as older data was.
    await adminDb().doc(`users/${user.uid}/tasks/old-task`).set({
      title: 'Pay\u0007 rent\u0000\u001b[0m',
      description: 'Line one\u000b\nLine\ttwo\u007f',
      projectId: project.id,
      estimatedPomodoros: 1,
      pomodoroLength: 25,
      dueDate: today,
      reminderDateTime: null,
      reminderEnabled: false,
      recurrenceRule: null,
      parentTaskId: null,
      isCompleted: false,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });

    const response = await fetchFeed(await feedUrl(user));
    expect(response.status).toBe(200);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(CONTROL_BUT_TAB);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.summary, event.description])).toEqual([
      ['Pay rent[0m', 'Line one\nLine\ttwo'],
    ]);
  });

  it('answers 304 with no body while nothing changed, and the new feed after each change', async () => {
    const user = await proUser();
    const project = await createProject(user.idToken);
    const today = new Date().toISOString().slice(0, 10);
    const task = await createTask(user.idToken, project.id, {
      title: 'Water plants',
      dueDate: today,
    });
    const url = await feedUrl(user);
    const since = (etag: string) =>
      api<string>('GET', url.pathname, null, undefined, { headers: { 'if-none-match': etag } });

    const first = await fetchFeed(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const unchanged = await since(etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await since(`W/${etag}`)).status).toBe(304);
    expect((await since('"some-other-version"')).status).toBe(200);

    // An edit, a new task and a delete each give a new version with the new content.
    const edited = await api('PUT', `/api/tasks/${task.id}`, user.idToken, {
      title: 'Water the plants',
    });
    expect(edited.status).toBe(200);
    const afterEdit = await since(etag);
    expect(afterEdit.status).toBe(200);
    expect(afterEdit.body).toContain('SUMMARY:Water the plants');
    const editTag = afterEdit.headers.get('etag') ?? '';
    expect(editTag).not.toBe(etag);

    const other = await createTask(user.idToken, project.id, { title: 'Call mum', dueDate: today });
    const afterCreate = await since(editTag);
    expect(afterCreate.status).toBe(200);
    expect(afterCreate.body).toContain('SUMMARY:Call mum');
    const createTag = afterCreate.headers.get('etag') ?? '';

    expect((await api('DELETE', `/api/tasks/${other.id}`, user.idToken)).status).toBe(204);
    const afterDelete = await since(createTag);
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.body).not.toContain('Call mum');
    expect((await since(afterDelete.headers.get('etag') ?? '')).status).toBe(304);
  });

  it("limits each feed address to the minute's requests, not the other feeds", async () => {
    const [user, neighbour] = [await proUser(), await proUser()];
    const [url, neighbourUrl] = [await feedUrl(user), await feedUrl(neighbour)];
    const first = await fetchFeed(url);
    const limit = Number(first.headers.get('ratelimit-limit'));
    expect(limit).toBeGreaterThan(0);
    const etag = first.headers.get('etag') ?? '';
    // Each function instance counts for itself, and the emulator may start more than one.
    let refused: Awaited<ReturnType<typeof fetchFeed>> | null = null;
    for (let sent = 1; !refused && sent < 4 * limit; sent += 1) {
      const response = await api<string>('GET', url.pathname, null, undefined, {
        headers: { 'if-none-match': etag },
      });
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(304);
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(messageOf(refused ?? first)).toBe('Too many requests. Please slow down.');
    expect((await fetchFeed(neighbourUrl)).status).toBe(200);
  }, 120_000);

  it('regenerates the address: the old one answers 404 at once', async () => {
    const user = await proUser();
    const old = await feedUrl(user);
    const response = await api<{ url: string }>(
      'POST',
      '/api/calendar/feed/regenerate',
      user.idToken,
    );
    expect(response.status).toBe(200);
    const fresh = new URL(response.body.url);
    expect(fresh.pathname).not.toBe(old.pathname);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect((await feedUrl(user)).pathname).toBe(fresh.pathname);
  });

  it('is for pro and master: free users are refused, a downgraded feed stops answering', async () => {
    const free = await createUser();
    const refused = await api('GET', '/api/calendar/feed', free.idToken);
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toMatch(/requires a Pro subscription/);

    const user = await proUser();
    const url = await feedUrl(user);
    await setTier(user.uid, 'free');
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it('answers 404 for unknown or malformed secrets', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'short.ics', `${'A'.repeat(43)}.txt`, 'x1']) {
      const response = await api('GET', `/api/calendar/feed/${file}`);
      expect(response.status, file).toBe(404);
      expect(messageOf(response)).toBe('Calendar feed not found');
    }
  });
});
