// The weekly report: the user trigger schedules the next Monday 08:00 in the user's zone; the
// hourly job queues one task per user whose Monday has come (named per user and week); the
// worker sends one mail per user and week with last week's figures, to Master accounts only.
import { addDays, instantAt, nextWeeklyReportAt, todayIn, weekOf } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { storedSession } from '../../functions/src/focus/focusStore';
import { adminDb, eventually, readDoc, setTier } from '../api/support/admin';
import { createGoal, createProject } from '../api/support/fixtures';
import { api } from '../api/support/http';
import { mailboxFor, mailOf, runJob, setUserFields } from './support/reminders';
import { createUser, type TestUser } from '../api/support/users';

const ZONE = 'Europe/Berlin';

const reportAt = async (uid: string) =>
  ((await readDoc(`users/${uid}`))?.nextWeeklyReportAt as Timestamp | undefined)?.toMillis();

const weeklyMails = async (uid: string) =>
  (await mailOf(uid)).filter((mail) => mail.kind === 'weeklyReport');

/** A user in Berlin with the weekly report switched on through the API, and its Monday come. */
async function dueUser(tier: 'pro' | 'master'): Promise<TestUser> {
  const user = await createUser();
  await setTier(user.uid, tier);
  await setUserFields(user.uid, { timeZone: ZONE });
  const switched = await api('PATCH', '/api/users/settings', user.idToken, {
    notifyWeeklyReport: true,
  });
  expect(switched.status).toBe(200);
  const at = await eventually(() => reportAt(user.uid), 'the weekly report to be scheduled');
  expect(at).toBe(nextWeeklyReportAt(ZONE, new Date(at - 1)).getTime());
  expect(new Date(at).toLocaleDateString('en-US', { weekday: 'long', timeZone: ZONE })).toBe(
    'Monday',
  );
  return user;
}

/** 10:00 in Berlin on the day `offset` days after last week's Monday. */
function lastWeekAt(offset: number, hour = 10): Date {
  const lastMonday = addDays(weekOf(todayIn(ZONE)), -7);
  return instantAt({ day: addDays(lastMonday, offset), msOfDay: hour * 3_600_000 }, ZONE);
}

async function session(uid: string, id: string, startedAt: Date, projectId: string) {
  await adminDb()
    .doc(`users/${uid}/focusSessions/${id}`)
    .set(
      storedSession({
        target: { kind: 'task', id: 'task-1', title: 'Draft', projectId },
        plannedMinutes: 25,
        focusedMinutes: 25,
        startedAt,
        endedAt: new Date(startedAt.getTime() + 25 * 60_000),
        completed: true,
      }),
    );
}

describe('weeklyReport', () => {
  it('sends a Master account last week’s focus, estimates and goals once, and nothing to Pro', async () => {
    const master = await dueUser('master');
    const pro = await dueUser('pro');
    const project = await createProject(master.idToken, { name: 'Writing' });
    await session(master.uid, 'mon-1', lastWeekAt(0), project.id);
    await session(master.uid, 'mon-2', lastWeekAt(0, 11), project.id);
    await session(master.uid, 'wed-1', lastWeekAt(2), project.id);
    // Not last week: this week's Monday.
    await session(master.uid, 'now', lastWeekAt(7, 9), project.id);
    const goal = await createGoal(master.idToken, {
      name: 'Ship the book',
      startDate: addDays(todayIn(ZONE), -10),
      endDate: addDays(todayIn(ZONE), 10),
    });
    // A linked todo completed last Tuesday (written as the app writes one, then ticked off).
    const tuesday = Timestamp.fromDate(lastWeekAt(1));
    const todo = adminDb().doc(`users/${master.uid}/todos/done-1`);
    await todo.set({
      text: 'Outline chapter 2',
      completed: false,
      dueType: 'anytime',
      goalId: goal.id,
      userId: master.uid,
      createdAt: tuesday,
      updatedAt: tuesday,
    });
    await todo.update({ completed: true, updatedAt: tuesday });
    await eventually(
      async () =>
        (await adminDb().doc(`users/${master.uid}/reportDone/todo-done-1`).get()).exists
          ? true
          : undefined,
      'the todo to be counted',
    );

    const past = Timestamp.fromMillis(Date.now() - 60_000);
    await setUserFields(master.uid, { nextWeeklyReportAt: past });
    await setUserFields(pro.uid, { nextWeeklyReportAt: past });
    await Promise.all([runJob('weeklyReport'), runJob('weeklyReport')]);

    const week = addDays(weekOf(todayIn(ZONE)), -7);
    const mail = await eventually(
      async () => (await adminDb().doc(`mail/weekly-${master.uid}-${week}`).get()).data(),
      'the weekly report mail',
    );
    expect(mail).toMatchObject({ to: [master.email], kind: 'weeklyReport', uid: master.uid });
    expect(mail.message.subject).toBe('Your Pomoplan week: 1 h 15 min focused, 3 pomodoros');
    const text = mail.message.text as string;
    expect(text).toContain(`Your week from ${week} to ${addDays(week, 6)}`);
    expect(text).toContain('1 h 15 min focused over 3 pomodoros, on 2 of 7 days.');
    expect(text).toContain('Best day: Monday, 50 min.');
    expect(text).toContain('Estimates: Complete a few tasks with the focus timer');
    expect(text).toMatch(/- Ship the book: 1 linked todo done, \d+% of its time passed\./);
    expect(text).toContain('/reports');
    expect(mail.message.headers?.['List-Unsubscribe']).toBeDefined();
    expect(await reportAt(master.uid)).toBeGreaterThan(Date.now());

    const inbox = await eventually(
      async () =>
        (await mailboxFor(master.email)).length > 0 ? mailboxFor(master.email) : undefined,
      'the weekly report in the mailbox',
    );
    expect(inbox.map((message) => message.subject)).toEqual([
      'Your Pomoplan week: 1 h 15 min focused, 3 pomodoros',
    ]);

    // The same Monday again: the task's name is taken, nothing is sent twice; Pro gets none.
    await setUserFields(master.uid, { nextWeeklyReportAt: past });
    await runJob('weeklyReport');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await weeklyMails(master.uid)).toHaveLength(1);
    expect(await weeklyMails(pro.uid)).toHaveLength(0);

    // Switching it off unschedules it.
    await api('PATCH', '/api/users/settings', master.idToken, { notifyWeeklyReport: false });
    await eventually(
      async () => ((await reportAt(master.uid)) === undefined ? true : undefined),
      'the weekly report to be unscheduled',
    );
  }, 90_000);
});
