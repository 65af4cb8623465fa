// Snoozing a reminder from the bell: it comes again once at the chosen time, on the same
// channels; a task completed meanwhile is not reminded of.
import { describe, expect, it } from 'vitest';
import { adminDb } from '../api/support/admin';
import { api, messageOf } from '../api/support/http';
import { deliverReminder } from '../../functions/src/reminders/deliver';
import { snoozeEntryId } from '../../functions/src/reminders/keys';
import {
  notificationsOf,
  patchTask,
  reminderUser,
  setUserFields,
  taskWithReminder,
} from './support/reminders';

adminDb();
process.env.APP_URL = 'http://localhost:5000';

const MINUTE_MS = 60_000;

interface Snoozed {
  taskId: string;
  until: string;
}

const snoozeEntry = (uid: string, taskId: string) =>
  adminDb().collection('reminders').doc(snoozeEntryId(uid, taskId));

describe('snoozing a reminder', () => {
  it('reminds again once, ten minutes later', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    const taskId = await taskWithReminder(fixture, new Date(Date.now() + 2 * 3_600_000));
    const before = Date.now();
    const response = await api<Snoozed>('POST', '/api/reminders/snooze', idToken, {
      taskId,
      choice: '10m',
    });
    expect(response.status).toBe(200);
    const until = Date.parse(response.body.until);
    expect(until).toBeGreaterThanOrEqual(before + 10 * MINUTE_MS);
    expect(until).toBeLessThan(Date.now() + 10 * MINUTE_MS + 1000);
    const entry = await snoozeEntry(uid, taskId).get();
    expect(entry.get('dueAt').toMillis()).toBe(until);

    const job = { uid, taskId, dueAtMs: until, snooze: true };
    expect((await deliverReminder(job, new Date(until))).outcome).toBe('sent');
    expect((await deliverReminder(job, new Date(until))).outcome).toBe('already-sent');
    expect((await snoozeEntry(uid, taskId).get()).exists).toBe(false);
    const notes = await notificationsOf(uid);
    expect(notes.map((note) => note.title)).toEqual(['Reminder: Write chapter 1']);
  });

  it('"tomorrow morning" is 09:00 on the user\'s clock', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    await setUserFields(uid, { timeZone: 'Asia/Tokyo' });
    const taskId = await taskWithReminder(fixture, new Date(Date.now() + 2 * 3_600_000));
    const response = await api<Snoozed>('POST', '/api/reminders/snooze', idToken, {
      taskId,
      choice: 'tomorrow',
    });
    expect(response.status).toBe(200);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(response.body.until));
    expect(local).toBe('09:00');
    const hoursAhead = (Date.parse(response.body.until) - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(9);
    expect(hoursAhead).toBeLessThanOrEqual(33);
  });

  it('refuses a choice it does not offer, an unknown task and a completed one', async () => {
    const fixture = await reminderUser();
    const { idToken } = fixture.user;
    const taskId = await taskWithReminder(fixture, new Date(Date.now() + 2 * 3_600_000));
    const wrong = await api('POST', '/api/reminders/snooze', idToken, { taskId, choice: '5m' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toContain('Snooze must be one of 10m, 1h, tomorrow');
    const unknown = await api('POST', '/api/reminders/snooze', idToken, {
      taskId: 'no-such-task',
      choice: '1h',
    });
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe(
      'This task was deleted or completed: there is nothing to snooze.',
    );
    await patchTask(fixture.user, taskId, { isCompleted: true });
    const done = await api('POST', '/api/reminders/snooze', idToken, { taskId, choice: '1h' });
    expect(done.status).toBe(404);
  });

  it('sends nothing for a task completed after it was snoozed, and the snooze goes', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    const taskId = await taskWithReminder(fixture, new Date(Date.now() + 2 * 3_600_000));
    const response = await api<Snoozed>('POST', '/api/reminders/snooze', idToken, {
      taskId,
      choice: '1h',
    });
    const until = Date.parse(response.body.until);
    await patchTask(fixture.user, taskId, { isCompleted: true });
    const job = { uid, taskId, dueAtMs: until, snooze: true };
    expect((await deliverReminder(job, new Date(until))).outcome).toBe('stale');
    expect((await snoozeEntry(uid, taskId).get()).exists).toBe(false);
    expect(await notificationsOf(uid)).toEqual([]);
  });
});
