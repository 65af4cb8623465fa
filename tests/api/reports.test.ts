// The reports: figures from sessions and completions written the way the timer and the app
// write them, rolled up by the triggers, and the tier's `reporting` limit deciding the rest.
import { REPORTS_REQUIRE_MASTER, type FocusTarget, type Report } from '@pomoplan/domain';
import { storedSession } from '../../functions/src/focus/focusStore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually, setTier } from './support/admin';
import { analysisOf, todayUtc } from './support/analysis';
import { createGoal, createProject, createTask, createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { send, tickTick } from './support/imports';
import { createUser, type TestUser } from './support/users';

const today = () => new Date().toISOString().slice(0, 10);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A session as the timer records it, started `startedAt`. */
function writeSession(
  uid: string,
  id: string,
  startedAt: Date,
  fields: { minutes: number; completed: boolean; projectId?: string },
) {
  const target: FocusTarget = fields.projectId
    ? { kind: 'task', id: 'task-1', title: 'Draft', projectId: fields.projectId }
    : { kind: 'none' };
  const endedAt = new Date(startedAt.getTime() + fields.minutes * 60_000);
  return adminDb()
    .doc(`users/${uid}/focusSessions/${id}`)
    .set(
      storedSession({
        target,
        plannedMinutes: 25,
        focusedMinutes: fields.minutes,
        startedAt,
        endedAt,
        completed: fields.completed,
      }),
    );
}

async function report(user: TestUser, query = 'days=7&tz=UTC'): Promise<Report> {
  const response = await api<Report>('GET', `/api/reports?${query}`, user.idToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/**
 * The report once `ready` holds of it: the triggers roll up a moment after a write, and in the
 * full suite a trigger's first run starts a process of its own beside everything else, so the
 * wait leaves room for that (as the analysis tests' does).
 */
const reportWhen = (user: TestUser, ready: (report: Report) => boolean, query?: string) =>
  eventually(
    async () => {
      const read = await report(user, query);
      return ready(read) ? read : undefined;
    },
    'the report to follow the writes',
    45_000,
    500,
  );

const todayOf = (read: Report) => read.focus.days.at(-1);

describe('the reports', () => {
  it('sum the focus of sessions, once however often a session is written, and follow an edit and a delete', async () => {
    const user = await createUser();
    await setTier(user.uid, 'master');
    // Two quarter hours of today in UTC, whatever time of day the test runs.
    const midnight = new Date(`${today()}T00:00:00Z`).getTime();
    const first = new Date(midnight + 60_000);
    const second = new Date(midnight + 16 * 60_000);
    await writeSession(user.uid, 's1', first, { minutes: 25, completed: true, projectId: 'p1' });
    await writeSession(user.uid, 's2', second, { minutes: 10, completed: false });
    let read = await reportWhen(user, (r) => todayOf(r)?.minutes === 35);
    expect(todayOf(read)).toEqual({ date: today(), minutes: 35, pomodoros: 1 });
    expect(read.focus.projects).toEqual([{ projectId: 'p1', minutes: 25, pomodoros: 1 }]);
    expect(read.focus.streak.current).toBe(1);

    // A redelivered or repeated write counts once.
    await writeSession(user.uid, 's1', first, { minutes: 25, completed: true, projectId: 'p1' });
    await adminDb().doc(`users/${user.uid}/focusSessions/s2`).update({ focusedMinutes: 5 });
    read = await reportWhen(user, (r) => todayOf(r)?.minutes === 30);
    expect(todayOf(read)).toEqual({ date: today(), minutes: 30, pomodoros: 1 });

    await adminDb().doc(`users/${user.uid}/focusSessions/s1`).delete();
    read = await reportWhen(user, (r) => todayOf(r)?.minutes === 5);
    expect(read.focus.projects).toEqual([]);
    expect(read.focus.pomodoros).toBe(0);
  }, 60_000);

  it('measure completed tasks against their estimates, and count todos by goal', async () => {
    const user = await createUser();
    await setTier(user.uid, 'master');
    const project = await createProject(user.idToken, { name: 'Writing' });
    const goal = await createGoal(user.idToken, { name: 'Ship the book' });
    const tasks = await Promise.all(
      [0, 1, 2].map((index) =>
        createTask(user.idToken, project.id, {
          title: `Chapter ${index + 1}`,
          estimatedPomodoros: 2,
        }),
      ),
    );
    // The timer's tally of each task: 3, 3 and 4 pomodoros done.
    await adminDb()
      .doc(`users/${user.uid}/focusTally/${project.id}`)
      .set({
        tasks: Object.fromEntries(
          tasks.map((task, index) => [task.id, { pomodoros: index === 2 ? 4 : 3, minutes: 75 }]),
        ),
      });
    for (const task of tasks) {
      expect(
        (await api('PATCH', `/api/tasks/${task.id}`, user.idToken, { isCompleted: true })).status,
      ).toBe(200);
    }
    const todo = await createTodo(user.idToken, { goalId: goal.id });
    expect(
      (await api('PATCH', `/api/todos/${todo.id}`, user.idToken, { completed: true })).status,
    ).toBe(200);

    const read = await reportWhen(
      user,
      (r) => r.estimates?.tasks === 3 && r.work?.todos === 1,
      'days=30&tz=UTC',
    );
    expect(read.estimates).toMatchObject({
      tasks: 3,
      estimated: 6,
      spent: 10,
      sentence:
        'Your Writing tasks take 1.7× their estimate: give them more pomodoros when you plan.',
    });
    expect(read.estimates?.over[0]).toMatchObject({
      id: tasks[2]?.id,
      title: 'Chapter 3',
      estimated: 2,
      spent: 4,
    });
    expect(read.work).toMatchObject({
      tasks: 3,
      todos: 1,
      projects: [{ projectId: project.id, tasks: 3 }],
      goals: [{ goalId: goal.id, todos: 1 }],
    });

    // A reopened task leaves the figures.
    await api('PATCH', `/api/tasks/${tasks[2]?.id}`, user.idToken, { isCompleted: false });
    const reopened = await reportWhen(user, (r) => r.estimates?.tasks === 2, 'days=30&tz=UTC');
    expect(reopened.estimates?.over.map((task) => task.id)).not.toContain(tasks[2]?.id);
    expect(reopened.work?.tasks).toBe(2);
  }, 60_000);

  it('count the completed tasks an import brings as work done, and an import again adds none', async () => {
    const user = await createUser();
    await setTier(user.uid, 'master');
    // The backup's header block, then two tasks: one done (Status 2), one open.
    const header = tickTick.slice(0, tickTick.indexOf('"Work"'));
    const row = (title: string, status: string, id: string) =>
      `"Work","Errands","${title}","TEXT","","","N","","","","","0","${status}","2026-04-20T08:00:00+0000","","0","Europe/Berlin","true","false","","","list","${id}",""`;
    const backup = `${header}${row('Send the invoice', '2', 'done1')}\n${row('Call the bank', '0', 'open1')}\n`;
    expect((await send(user, '/api/imports', 'backup.csv', backup)).status).toBe(200);

    const read = await reportWhen(user, (r) => r.work?.tasks === 1, 'days=7&tz=UTC');
    expect(read.work?.projects).toHaveLength(1);
    // The same file again writes nothing, and counts nothing twice.
    expect((await send(user, '/api/imports', 'backup.csv', backup)).status).toBe(200);
    const records = await adminDb().collection(`users/${user.uid}/reportDone`).get();
    expect(records.size).toBe(1);
  }, 60_000);

  it('give a tier without reporting the last week of focus and refuse the rest with 403', async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    await writeSession(user.uid, 'week', hoursAgo(1), { minutes: 25, completed: true });
    const read = await reportWhen(user, (r) => r.focus.minutes === 25);
    expect(read).toMatchObject({ reporting: false, estimates: null, work: null, days: 7 });

    for (const query of ['days=30', 'days=365&tz=UTC', 'days=7&projectId=abc']) {
      const refused = await api('GET', `/api/reports?${query}`, user.idToken);
      expect(refused.status).toBe(403);
      expect(messageOf(refused)).toBe(REPORTS_REQUIRE_MASTER);
    }
    const bad = await api('GET', '/api/reports?days=5&tz=Mars/Base', user.idToken);
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('days must be one of 7, 30, 90, 365');
  }, 60_000);

  it('give the AI analysis of a tier with the reports the same focus facts, in its weekly review', async () => {
    const user = await createUser();
    await setTier(user.uid, 'master');
    const midnight = new Date(`${today()}T00:00:00Z`).getTime();
    await writeSession(user.uid, 'a1', new Date(midnight + 9 * 3_600_000), {
      minutes: 25,
      completed: true,
    });
    await writeSession(user.uid, 'a2', new Date(midnight + 9.5 * 3_600_000), {
      minutes: 25,
      completed: true,
    });
    await reportWhen(user, (r) => r.focus.pomodoros === 2);
    expect((await api('POST', '/api/ai-analysis/refresh', user.idToken)).status).toBe(202);
    const analysis = await analysisOf(
      user.uid,
      todayUtc(),
      (stored) => stored.weeklyReview !== null,
    );
    expect(analysis.weeklyReview).toContain(
      'Focus this week: 50 min over 2 pomodoros, up from 0 min the week before.',
    );
    expect(analysis.weeklyReview).toContain('You focus most between 09:00 and 11:00');
    expect(analysis.aiResponse).toContain(analysis.weeklyReview);
  }, 60_000);

  it("say each dated goal's linked todos done against the time passed, to Master only", async () => {
    const user = await createUser();
    await setTier(user.uid, 'master');
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const goal = await createGoal(user.idToken, {
      name: 'Ship the book',
      startDate: day(-10),
      endDate: day(10),
    });
    await createGoal(user.idToken, { name: 'Undated' });
    const todos = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        createTodo(user.idToken, { text: `Part ${index}`, goalId: goal.id }),
      ),
    );
    await api('PATCH', `/api/todos/${todos[0]?.id}`, user.idToken, { completed: true });
    const response = await api('GET', '/api/reports/goals?tz=UTC', user.idToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        goalId: goal.id,
        name: 'Ship the book',
        startDate: day(-10),
        endDate: day(10),
        linked: 4,
        done: 1,
        timePassed: 50,
        behind: true,
      },
    ]);

    await setTier(user.uid, 'pro');
    const refused = await api('GET', '/api/reports/goals', user.idToken);
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe(REPORTS_REQUIRE_MASTER);
  });
});
