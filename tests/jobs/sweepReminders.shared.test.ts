// The every-minute sweep, run as the scheduler runs it, with the real Cloud Tasks emulator
// and sendReminder worker behind it. The emulator dispatches a task at once, whatever its
// schedule time: the worker must hold a reminder back until it is due.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually } from '../api/support/admin';
import { api } from '../api/support/http';
import {
  mailboxFor,
  pushedTo,
  registerPushToken,
  entryBecomes,
  entryRef,
  mailOf,
  notificationsOf,
  reminderUser,
  runJob,
  taskWithReminder,
} from './support/reminders';

describe('sweepReminders', () => {
  it('enqueues what is due soon, which arrives at its time and only once', async () => {
    const fixture = await reminderUser();
    const { uid, idToken, email } = fixture.user;
    await api('PATCH', '/api/users/settings', idToken, { notifyPush: true });
    const token = `sweep-${randomUUID()}`;
    await registerPushToken(fixture.user, token);
    const soon = new Date(Date.now() + 15_000);
    const later = new Date(Date.now() + 30 * 60_000);
    const [soonId, laterId] = await Promise.all([
      taskWithReminder(fixture, soon),
      taskWithReminder(fixture, later),
    ]);
    await entryBecomes(uid, soonId, soon.getTime());
    await entryBecomes(uid, laterId, later.getTime());

    // Two overlapping sweeps enqueue the soon reminder once between them.
    const runs = await Promise.all([runJob('sweepReminders'), runJob('sweepReminders')]);
    for (const { stdout } of runs) expect(stdout).toMatch(/✔ sweepReminders finished/);

    const [notification] = await eventually(
      async () => {
        const found = await notificationsOf(uid);
        return found.length > 0 ? found : undefined;
      },
      'the reminder to be delivered',
      90_000,
    );
    expect(notification?.createdAt.toMillis()).toBeGreaterThanOrEqual(soon.getTime());
    await entryBecomes(uid, soonId, null);

    // The reminder half an hour away is not enqueued yet.
    const laterEntry = await entryRef(uid, laterId).get();
    expect(laterEntry.get('queued')).toBe(false);

    // The mail reached the local mailbox through the relay, the push the outbox.
    const [mail] = await eventually(async () => {
      const found = await mailboxFor(email);
      return found.length > 0 ? found : undefined;
    }, 'the reminder mail in the local mailbox');
    expect(mail?.subject).toBe('Reminder: Write chapter 1');
    const pushed = await eventually(async () => {
      const found = await pushedTo(token);
      return found.length > 0 ? found : undefined;
    }, 'the push message in the outbox');
    expect(pushed).toHaveLength(1);

    // Another sweep has nothing left to send for this task.
    await runJob('sweepReminders');
    expect(await notificationsOf(uid)).toHaveLength(1);
    expect(await mailOf(uid)).toHaveLength(1);
    expect(await mailboxFor(email)).toHaveLength(1);
  }, 120_000);
});
