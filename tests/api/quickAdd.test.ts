// POST /api/tasks/quick: one line of plain words into a task, read by the domain's parser.
import { parseQuickAdd, quickAddTasks } from '@pomoplan/domain/quickAdd';
import { describe, expect, it } from 'vitest';
import { adminDb, counts, setTier } from './support/admin';
import { createProject } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

interface Answer {
  tasks: Record<string, unknown>[];
  createdProject: { id: string; name: string } | null;
}

const ZONE = 'Europe/Berlin';

const quick = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api<Answer>('POST', '/api/tasks/quick', token, body, { headers });

async function storedTasks(uid: string) {
  return (await adminDb().collection(`users/${uid}/tasks`).get()).docs.map((doc) => doc.data());
}

/** What the phrase means now, in the same zone, as the web app would read it. */
function expectedTask(text: string, projectId: string) {
  const names = [{ id: projectId, name: 'Work' }];
  const result = parseQuickAdd(text, { now: new Date(), timeZone: ZONE, weekStart: 1, names });
  const [task] = quickAddTasks(result, projectId, ZONE);
  return { ...task, reminderDateTime: task?.reminderDateTime?.toISOString() ?? null };
}

describe('POST /api/tasks/quick', () => {
  it("creates the issue's task: Friday 09:00 in the user's zone, weekly, 4 pomodoros, in Work", async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    await createProject(user.idToken, { name: 'Inbox' });
    const work = await createProject(user.idToken, { name: 'Work' });
    const text = 'Write report friday 9am every week #Work ~4';

    const response = await quick(user.idToken, { text, timeZone: ZONE });

    expect(response.status).toBe(201);
    expect(response.body.createdProject).toBeNull();
    expect(response.body.tasks).toHaveLength(1);
    const expected = expectedTask(text, work.id);
    expect(response.body.tasks[0]).toMatchObject({
      title: 'Write report',
      projectId: work.id,
      estimatedPomodoros: 4,
      recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
      reminderEnabled: true,
      reminderTimeZone: ZONE,
      dueDate: expected.dueDate,
      reminderDateTime: expected.reminderDateTime,
    });
    expect(new Date(expected.reminderDateTime ?? '').getUTCDay()).toBe(5);
    const list = await api<{ id: string }[]>('GET', '/api/tasks', user.idToken);
    expect(list.body.map((task) => task.id)).toEqual([response.body.tasks[0]?.id]);
  });

  it('matches an existing project whatever the case and accents', async () => {
    const user = await createUser();
    const cafe = await createProject(user.idToken, { name: 'Café' });
    const response = await quick(user.idToken, { text: 'Espresso #CAFE ~1', timeZone: ZONE });
    expect(response.status).toBe(201);
    expect(response.body.tasks[0]).toMatchObject({
      title: 'Espresso',
      projectId: cafe.id,
      estimatedPomodoros: 1,
      dueDate: null,
      reminderEnabled: false,
    });
  });

  it("creates a new project within the tier's limit and refuses one beyond it, changing nothing", async () => {
    const user = await createUser();
    const first = await quick(user.idToken, { text: 'Buy milk #Errands', timeZone: ZONE });
    expect(first.status).toBe(201);
    expect(first.body.createdProject).toMatchObject({ name: 'Errands' });
    expect(first.body.tasks[0]).toMatchObject({ projectId: first.body.createdProject?.id });

    const second = await quick(user.idToken, { text: 'Dig beds #Garden', timeZone: ZONE });
    expect(second.status).toBe(403);
    expect(messageOf(second)).toBe(
      'Free plan limited to 1 project. Delete a project to create a new one.',
    );
    expect(await storedTasks(user.uid)).toHaveLength(1);
    expect(await counts(user.uid)).toMatchObject({ projects: 1 });
  });

  it('puts a task naming no project into the first project, or a new Inbox', async () => {
    const user = await createUser();
    const inbox = await quick(user.idToken, { text: 'Call the bank', timeZone: ZONE });
    expect(inbox.body.createdProject).toMatchObject({ name: 'Inbox' });
    const next = await quick(user.idToken, { text: 'Call the school', timeZone: ZONE });
    expect(next.status).toBe(201);
    expect(next.body.createdProject).toBeNull();
    expect(next.body.tasks[0]).toMatchObject({ projectId: inbox.body.createdProject?.id });
  });

  it('makes one weekly task per named day, with the end day', async () => {
    const user = await createUser();
    const response = await quick(user.idToken, {
      text: 'Gym every Monday and Thursday until Dec 31 2099 6pm',
      timeZone: ZONE,
    });
    expect(response.status).toBe(201);
    const days = response.body.tasks.map((task) => new Date(`${String(task.dueDate)}T12:00:00Z`));
    expect(days.map((day) => day.getUTCDay()).sort()).toEqual([1, 4]);
    for (const task of response.body.tasks) {
      expect(task).toMatchObject({
        title: 'Gym',
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1;UNTIL=20991231T235959Z',
        reminderEnabled: true,
      });
    }
  });

  it('keeps the words of an undone part in the title', async () => {
    const user = await createUser();
    await createProject(user.idToken, { name: 'Work' });
    const response = await quick(user.idToken, {
      text: 'Read #Work ~2',
      timeZone: ZONE,
      ignore: ['tag', 'estimate'],
    });
    expect(response.body.tasks[0]).toMatchObject({ title: 'Read #Work ~2', estimatedPomodoros: 1 });
  });

  it('leaves plain words as the title', async () => {
    const user = await createUser();
    for (const text of ['Meet at 5th avenue', 'Buy 3 eggs', '#1 priority']) {
      const response = await quick(user.idToken, { text, timeZone: ZONE });
      expect(response.body.tasks[0]).toMatchObject({ title: text, dueDate: null });
    }
  });

  it.each([
    [{}, 'text: Type what the task is'],
    [{ text: '   ' }, 'text: Type what the task is'],
    [{ text: 'x'.repeat(1001) }, 'text: Text must be at most 1000 characters'],
    [
      { text: 'Plan', timeZone: 'Mars/Base' },
      'timeZone: Time zone must be an IANA time zone such as Europe/Berlin',
    ],
    [{ text: 'Plan', weekStart: 7 }, 'weekStart: Week start must be a whole number from 0 to 6'],
    [
      { text: 'Plan', ignore: ['colour'] },
      'ignore.0: Each part to ignore must be one of date, time, repeat, tag, estimate, reminder',
    ],
    [{ text: 'tomorrow #Errands' }, 'title: Task title is required'],
    [{ text: `#${'N'.repeat(101)} plan` }, 'name: Project name must be at most 100 characters'],
  ])('refuses %j with a 400 that says why, writing nothing', async (body, message) => {
    const user = await createUser();
    const response = await quick(user.idToken, body);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await storedTasks(user.uid)).toEqual([]);
    expect((await adminDb().collection(`users/${user.uid}/projects`).get()).size).toBe(0);
  });

  it('creates once when a request is retried with the same Idempotency-Key', async () => {
    const user = await createUser();
    const headers = { 'Idempotency-Key': 'quick-add-retry-1' };
    const body = { text: 'Stretch every day #Health', timeZone: ZONE };
    const first = await quick(user.idToken, body, headers);
    const retry = await quick(user.idToken, body, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await storedTasks(user.uid)).toHaveLength(1);
    expect(await counts(user.uid)).toMatchObject({ projects: 1 });
  });
});
