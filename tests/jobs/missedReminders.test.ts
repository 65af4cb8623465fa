// Reminders found more than an hour late are not sent as if on time: after an outage each
// shows in the bell as missed and the user gets one message listing them, however many
// there were, and never a second one when the same entries are found again.
import { randomUUID } from 'node:crypto';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../api/support/admin';
import { api } from '../api/support/http';
import { deliverReminder } from '../../functions/src/reminders/deliver';
import { handleDue, type SweepSummary } from '../../functions/src/reminders/sweep';
import {
  entryBecomes,
  entryDueAt,
  mailOf,
  notificationsOf,
  PUSH_OUTBOX_URL,
  pushedTo,
  registerPushToken,
  reminderUser,
  setUserFields,
  taskWithReminder,
} from './support/reminders';

adminDb();
process.env.APP_URL = 'http://localhost:5000';
process.env.PUSH_OUTBOX_BASE = PUSH_OUTBOX_URL;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A whole minute well ahead: no sweep of another test reaches it. */
function aheadBy(ms: number): Date {
  return new Date(Math.ceil((Date.now() + ms) / MINUTE_MS) * MINUTE_MS);
}

const emptySummary = (): SweepSummary => ({
  enqueued: 0,
  duplicates: 0,
  moved: 0,
  recovered: 0,
  missed: 0,
});

/** The user's own index entries, as the sweep's query would find them. */
async function entriesOf(uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await adminDb().collection('reminders').where('uid', '==', uid).get()).docs;
}

describe('reminders missed in an outage', () => {
  it('are listed in the bell and in one message, then the series goes on', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    await setUserFields(uid, { timeZone: 'Europe/Berlin' });
    await api('PATCH', '/api/users/settings', idToken, { notifyPush: true });
    const token = `missed-${randomUUID()}`;
    await registerPushToken(fixture.user, token);
    const start = aheadBy(20 * MINUTE_MS);
    const daily = new Date(start.getTime() + HOUR_MS);
    const ids = await Promise.all([
      taskWithReminder(fixture, start, { title: 'Call the bank' }),
      taskWithReminder(fixture, new Date(start.getTime() + 30 * MINUTE_MS), {
        title: 'Book the dentist',
      }),
      taskWithReminder(fixture, daily, {
        title: 'Water the plants',
        recurrenceRule: 'FREQ=DAILY;INTERVAL=1',
      }),
    ]);
    await Promise.all([
      entryBecomes(uid, ids[0] as string, start.getTime()),
      entryBecomes(uid, ids[1] as string, start.getTime() + 30 * MINUTE_MS),
      entryBecomes(uid, ids[2] as string, daily.getTime()),
    ]);

    // The service was down for three hours: the sweep finds all three long overdue.
    const afterOutage = new Date(start.getTime() + 3 * HOUR_MS);
    const found = await entriesOf(uid);
    const summary = emptySummary();
    await handleDue(found, afterOutage, summary);
    expect(summary).toMatchObject({ missed: 3, enqueued: 0 });

    const notes = await notificationsOf(uid);
    expect(notes.map((note) => [note.title, note.missed]).sort()).toEqual([
      ['Missed reminder: Book the dentist', true],
      ['Missed reminder: Call the bank', true],
      ['Missed reminder: Water the plants', true],
    ]);
    const mail = await mailOf(uid);
    expect(mail).toHaveLength(1);
    const content = mail[0]?.message as { subject: string; text: string };
    expect(content.subject).toBe('You missed 3 reminders');
    for (const title of ['Call the bank', 'Book the dentist', 'Water the plants']) {
      expect(content.text).toContain(title);
    }
    const pushes = await eventually(async () => {
      const found = await pushedTo(token);
      return found.length > 0 ? found : undefined;
    }, 'the summary push');
    expect(pushes.map((push) => push.message.data?.title)).toEqual(['You missed 3 reminders']);

    // The one-offs are over; the daily one comes again tomorrow at its time.
    expect(await entryDueAt(uid, ids[0] as string)).toBeNull();
    expect(await entryDueAt(uid, ids[1] as string)).toBeNull();
    expect(await entryDueAt(uid, ids[2] as string)).toBe(daily.getTime() + DAY_MS);

    // Found again (an overlapping sweep read the same entries): nothing more is sent.
    const again = emptySummary();
    await handleDue(found, afterOutage, again);
    expect(again).toMatchObject({ missed: 0, enqueued: 0 });
    expect(await mailOf(uid)).toHaveLength(1);
    expect(await notificationsOf(uid)).toHaveLength(3);
  });

  it('a delivery more than an hour late reports the reminder missed instead of sending it', async () => {
    const fixture = await reminderUser();
    const { uid } = fixture.user;
    const due = aheadBy(2 * HOUR_MS);
    const taskId = await taskWithReminder(fixture, due);
    await entryBecomes(uid, taskId, due.getTime());

    const late = new Date(due.getTime() + HOUR_MS + MINUTE_MS);
    expect(await deliverReminder({ uid, taskId, dueAtMs: due.getTime() }, late)).toEqual({
      outcome: 'missed',
    });
    const [note] = await notificationsOf(uid);
    expect(note).toMatchObject({ title: 'Missed reminder: Write chapter 1', missed: true });
    const mail = await mailOf(uid);
    expect(mail.map((item) => (item.message as { subject: string }).subject)).toEqual([
      'Missed reminder: Write chapter 1',
    ]);
    // Within the hour it would have been sent; now it never is.
    const retried = await deliverReminder(
      { uid, taskId, dueAtMs: due.getTime() },
      new Date(due.getTime() + 5 * MINUTE_MS),
    );
    expect(retried.outcome).toBe('already-sent');
    expect(await mailOf(uid)).toHaveLength(1);
  });
});
