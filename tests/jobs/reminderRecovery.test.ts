// A repeating reminder never stops for good: not after the user's time zone changes (the old
// instant's delivery finds it stale and the entry moves on), and not after a delivery that
// used up its attempts (the sweep's recovery pass moves a stuck entry on).
import { describe, expect, it } from 'vitest';
import { adminDb } from '../api/support/admin';
import { deliverReminder } from '../../functions/src/reminders/deliver';
import { recoverStuck, STUCK_AFTER_MS } from '../../functions/src/reminders/sweep';
import {
  entryBecomes,
  entryDueAt,
  entryRef,
  notificationsOf,
  reminderUser,
  setUserFields,
  taskWithReminder,
} from './support/reminders';

// The worker module shares the test's admin app and reads its params from the environment.
adminDb();
process.env.APP_URL = 'http://localhost:5000';

const DAILY = { recurrenceRule: 'FREQ=DAILY;INTERVAL=1' };
/**
 * 15:00 in Berlin (09:00 in New York) on Saturday 2031-03-08, long after any other test's
 * reminders; the next day New York moves to summer time and Berlin does not.
 */
const FIRST = new Date('2031-03-08T14:00:00Z');
const DAY_MS = 86_400_000;

const queuedOf = async (uid: string, taskId: string) =>
  (await entryRef(uid, taskId).get()).get('queued') as boolean | undefined;

describe('a repeating reminder keeps coming', () => {
  it('after a change of time zone, although the old instant was already queued', async () => {
    const fixture = await reminderUser();
    const { uid } = fixture.user;
    await setUserFields(uid, { timeZone: 'Europe/Berlin' });
    const taskId = await taskWithReminder(fixture, FIRST, DAILY);
    await entryBecomes(uid, taskId, FIRST.getTime());
    expect((await deliverReminder({ uid, taskId, dueAtMs: FIRST.getTime() }, FIRST)).outcome).toBe(
      'sent',
    );
    const berlinNext = FIRST.getTime() + DAY_MS;
    expect(await entryDueAt(uid, taskId)).toBe(berlinNext);
    // The sweep has enqueued the next Berlin instant when the user signs in from New York.
    await entryRef(uid, taskId).update({ queued: true });

    await setUserFields(uid, { timeZone: 'America/New_York' });
    // Set at 15:00 in Berlin, the daily reminder now comes at 15:00 in New York. The 8th's has
    // been sent already (from Berlin), so the 9th's is next, on New York's summer time.
    const newYorkNext = Date.parse('2031-03-09T19:00:00Z');
    await entryBecomes(uid, taskId, newYorkNext);
    expect(await queuedOf(uid, taskId)).toBe(false);

    // The Berlin instant's task still arrives: stale, it sends nothing and moves nothing back.
    const stale = await deliverReminder({ uid, taskId, dueAtMs: berlinNext }, new Date(berlinNext));
    expect(stale.outcome).toBe('stale');
    expect(await entryDueAt(uid, taskId)).toBe(newYorkNext);

    const sent = await deliverReminder(
      { uid, taskId, dueAtMs: newYorkNext },
      new Date(newYorkNext),
    );
    expect(sent.outcome).toBe('sent');
    expect(await entryDueAt(uid, taskId)).toBe(newYorkNext + DAY_MS);
    // Each reminder reads at 3 PM on the clock of the zone the user was in when it came.
    const bodies = (await notificationsOf(uid)).map((item) => item.body).sort();
    expect(bodies).toEqual(['Reminder · Today, 3:00 PM', 'Reminder · Today, 3:00 PM']);
    const instants = (await notificationsOf(uid)).map((item) => item.remindAt?.toMillis());
    expect(instants).toContain(newYorkNext);
  });

  it('after a delivery that never came: queued again, then reported missed once an hour late', async () => {
    const fixture = await reminderUser();
    const { uid } = fixture.user;
    await setUserFields(uid, { timeZone: 'Europe/Berlin' });
    const first = new Date(FIRST.getTime() + 7 * DAY_MS);
    const taskId = await taskWithReminder(fixture, first, DAILY);
    await entryBecomes(uid, taskId, first.getTime());
    // Enqueued by a sweep, then the worker used up its attempts: the entry stays queued.
    await entryRef(uid, taskId).update({ queued: true });
    const version: unknown = (await entryRef(uid, taskId).get()).get('version');

    const summary = { enqueued: 0, duplicates: 0, moved: 0, recovered: 0, missed: 0 };
    await recoverStuck(new Date(first.getTime() + STUCK_AFTER_MS + 60_000), summary);
    expect(summary.recovered).toBeGreaterThanOrEqual(1);
    // Queued again for the same instant, under a new Cloud Task name.
    expect(await queuedOf(uid, taskId)).toBe(false);
    expect(await entryDueAt(uid, taskId)).toBe(first.getTime());
    expect((await entryRef(uid, taskId).get()).get('version')).not.toBe(version);

    // Lost again, and now two hours late: listed as missed, and the series goes on.
    await entryRef(uid, taskId).update({ queued: true });
    await recoverStuck(new Date(first.getTime() + 2 * 3_600_000), summary);
    expect(summary.missed).toBeGreaterThanOrEqual(1);
    expect(await entryDueAt(uid, taskId)).toBe(first.getTime() + DAY_MS);
    expect(await queuedOf(uid, taskId)).toBe(false);
    const notes = await notificationsOf(uid);
    expect(notes.map(({ title, body, missed }) => ({ title, body, missed }))).toEqual([
      {
        title: 'Missed reminder: Write chapter 1',
        // Found two hours late, on the same day: the reminder's own time, in words.
        body: 'Reminder · Today, 3:00 PM',
        missed: true,
      },
    ]);
  });
});
