// The sendReminder worker's delivery, called with an injected clock against the emulators:
// on time and not early, once however often it runs, nothing for a task changed since, each
// channel only when its switch is on, and a series at the same local time across DST.
import { describe, expect, it } from 'vitest';
import { adminDb } from '../api/support/admin';
import { api } from '../api/support/http';
import { deliverReminder } from '../../functions/src/reminders/deliver';
import {
  entryBecomes,
  entryDueAt,
  mailOf,
  notificationsOf,
  patchTask,
  reminderUser,
  setUserFields,
  taskWithReminder,
} from './support/reminders';

const HOUR_MS = 3_600_000;

// The worker module shares the test's admin app (initialised for the emulator project) and
// reads its params from the environment, as the functions emulator provides them.
adminDb();
process.env.APP_URL = 'http://localhost:5000';

/** A whole minute an hour or more ahead: the sweep of another test never reaches it. */
const DAY_MS = 24 * HOUR_MS;

/**
 * The Saturday before Europe's next spring change (the last Sunday of March) that is still a
 * day ahead, at 08:00 UTC: a reminder is only indexed while it is ahead, so the test takes
 * whichever change comes next, however the suite's clock is set.
 */
function saturdayBeforeSpringChange(now = Date.now()): Date {
  for (let year = new Date(now).getUTCFullYear(); ; year += 1) {
    const march31 = new Date(Date.UTC(year, 2, 31, 8));
    const saturday = new Date(march31.getTime() - (march31.getUTCDay() + 1) * DAY_MS);
    if (saturday.getTime() > now + DAY_MS) return saturday;
  }
}

function aheadBy(ms: number): Date {
  return new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
}

describe('delivering a reminder', () => {
  it('sends nothing early, then exactly once however many deliveries overlap', async () => {
    const fixture = await reminderUser();
    const { uid } = fixture.user;
    const due = aheadBy(HOUR_MS);
    const taskId = await taskWithReminder(fixture, due);
    await entryBecomes(uid, taskId, due.getTime());
    const job = { uid, taskId, dueAtMs: due.getTime() };

    expect(await deliverReminder(job, new Date(due.getTime() - 1))).toEqual({
      outcome: 'early',
      waitMs: 1,
    });
    expect(await notificationsOf(uid)).toEqual([]);

    const outcomes = await Promise.all([
      deliverReminder(job, due),
      deliverReminder(job, new Date(due.getTime() + 5)),
      deliverReminder(job, new Date(due.getTime() + 60_000)),
    ]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual([
      'already-sent',
      'already-sent',
      'sent',
    ]);
    const notifications = await notificationsOf(uid);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'Reminder: Write chapter 1',
      read: false,
      url: `/projects/${fixture.projectId}?task=${taskId}`,
    });
    const mail = await mailOf(uid);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: [fixture.user.email],
      message: { subject: 'Reminder: Write chapter 1' },
    });
    // Branded, with the project, the time in words, the task's link and the settings' link.
    const { text, html } = mail[0]?.message as { text: string; html: string };
    expect(text).toMatch(/^Pomoplan\n/);
    expect(text).toContain('Project: Project');
    expect(text).toMatch(/Reminder · Today, \d{1,2}:\d{2} [AP]M\n/);
    expect(text).not.toContain('Due');
    expect(text).toContain(`/projects/${fixture.projectId}?task=${taskId}`);
    expect(html).toContain('>Notification settings</a>');
    // A one-off reminder leaves the index once sent.
    expect(await entryDueAt(uid, taskId)).toBeNull();
    expect((await deliverReminder(job, due)).outcome).toBe('already-sent');
    expect(await notificationsOf(uid)).toHaveLength(1);
  });

  it('sends nothing for a task edited, switched off, completed or deleted since', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    const due = aheadBy(HOUR_MS);
    const moved = await taskWithReminder(fixture, due);
    const off = await taskWithReminder(fixture, due);
    const done = await taskWithReminder(fixture, due);
    const gone = await taskWithReminder(fixture, due);
    const jobFor = (taskId: string) => ({ uid, taskId, dueAtMs: due.getTime() });
    const later = new Date(due.getTime() + HOUR_MS);
    await patchTask(fixture.user, moved, { reminderDateTime: later.toISOString() });
    await patchTask(fixture.user, off, { reminderEnabled: false });
    await patchTask(fixture.user, done, { isCompleted: true });
    await api('DELETE', `/api/tasks/${gone}`, idToken);

    for (const taskId of [moved, off, done, gone]) {
      expect(await deliverReminder(jobFor(taskId), due)).toEqual({ outcome: 'stale' });
    }
    expect(await notificationsOf(uid)).toEqual([]);
    expect(await mailOf(uid)).toEqual([]);

    // The moved reminder is sent at its new time.
    await entryBecomes(uid, moved, later.getTime());
    const result = await deliverReminder({ uid, taskId: moved, dueAtMs: later.getTime() }, later);
    expect(result.outcome).toBe('sent');
  });

  it.each([
    [{ notifyInApp: true, notifyEmail: false }, 1, 0],
    [{ notifyInApp: false, notifyEmail: true }, 0, 1],
    [{ notifyInApp: false, notifyEmail: false }, 0, 0],
  ])('uses only the channels switched on: %o', async (switches, inApp, mails) => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    expect((await api('PATCH', '/api/users/settings', idToken, switches)).status).toBe(200);
    const due = aheadBy(HOUR_MS);
    const taskId = await taskWithReminder(fixture, due);
    await entryBecomes(uid, taskId, due.getTime());

    const result = await deliverReminder({ uid, taskId, dueAtMs: due.getTime() }, due);

    expect(result.outcome).toBe('sent');
    expect(await notificationsOf(uid)).toHaveLength(inApp);
    expect(await mailOf(uid)).toHaveLength(mails);
  });

  it('reminds of each occurrence of a daily task at the same local time across DST', async () => {
    const fixture = await reminderUser();
    const { uid } = fixture.user;
    await setUserFields(uid, { timeZone: 'Europe/Berlin' });
    // 09:00 in Berlin on the Saturday before the clocks go forward; 09:00 is 07:00 UTC after.
    const first = saturdayBeforeSpringChange();
    const taskId = await taskWithReminder(fixture, first, {
      recurrenceRule: 'FREQ=DAILY;INTERVAL=1',
    });
    await entryBecomes(uid, taskId, first.getTime());

    const expected = [0, 1, 2].map((days) =>
      new Date(first.getTime() + days * DAY_MS - (days > 0 ? HOUR_MS : 0)).toISOString(),
    );
    for (const instant of expected) {
      const dueAtMs = Date.parse(instant);
      expect(await entryDueAt(uid, taskId)).toBe(dueAtMs);
      const result = await deliverReminder({ uid, taskId, dueAtMs }, new Date(dueAtMs));
      expect(result.outcome).toBe('sent');
    }
    expect(await entryDueAt(uid, taskId)).toBe(first.getTime() + 3 * DAY_MS - HOUR_MS);
    const notes = await notificationsOf(uid);
    expect(notes.map((notification) => notification.body)).toEqual(
      expected.map(() => 'Reminder · Today, 9:00 AM'),
    );
    const instants = notes.map((note) => note.remindAt?.toDate().toISOString());
    expect(instants.sort()).toEqual(expected);
  });
});
