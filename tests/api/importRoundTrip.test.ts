// A Pomoplan export taken back into an empty account loses nothing: every project, task (with
// its estimate, reminder and repeat), subtask, todo, goal, goal group and setting comes back
// field by field, references and all, within the plan's limits, and only once.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually, setTier } from './support/admin';
import {
  createGoal,
  createGroup,
  createProject,
  createSubtask,
  createTask,
  createTodo,
} from './support/fixtures';
import { api } from './support/http';
import { createUser, type TestUser } from './support/users';

interface Preview {
  summary: string;
  alreadyImported: number;
  refusal: string | null;
}

const OWNED = ['projects', 'tasks', 'todos', 'goals', 'groups'] as const;
const SETTINGS = [
  'notifyInApp',
  'notifyEmail',
  'notifyPush',
  'notifyDigest',
  'notifyWeeklyReport',
  'dailyCapacity',
  'nightlyAnalysis',
] as const;

/** Stored data with every Timestamp as ISO text; updatedAt is the import's own time. */
function comparable(data: DocumentData): DocumentData {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => key !== 'updatedAt')
      .map(([key, value]) => [
        key,
        value instanceof Timestamp ? value.toDate().toISOString() : value,
      ]),
  );
}

/** Everything the user owns, by collection and id (subtasks under their task's id). */
async function ownedData(uid: string): Promise<Record<string, Record<string, DocumentData>>> {
  const user = adminDb().doc(`users/${uid}`);
  const result: Record<string, Record<string, DocumentData>> = {};
  for (const name of OWNED) {
    const snapshot = await user.collection(name).get();
    result[name] = Object.fromEntries(snapshot.docs.map((doc) => [doc.id, comparable(doc.data())]));
  }
  result.subtasks = {};
  for (const task of Object.keys(result.tasks ?? {})) {
    const snapshot = await user.collection(`tasks/${task}/subtasks`).get();
    for (const doc of snapshot.docs) result.subtasks[`${task}/${doc.id}`] = comparable(doc.data());
  }
  const profile = (await user.get()).data() ?? {};
  result.settings = { profile: Object.fromEntries(SETTINGS.map((key) => [key, profile[key]])) };
  return result;
}

async function exportOf(user: TestUser): Promise<string> {
  const started = await api<{ id: string }>('POST', '/api/exports', user.idToken);
  await eventually(
    async () => {
      const status = await api<{ status: string }>(
        'GET',
        `/api/exports/${started.body.id}`,
        user.idToken,
      );
      return status.body.status === 'ready' ? true : undefined;
    },
    'the export',
    30_000,
  );
  const file = await api('GET', `/api/exports/${started.body.id}/export.json`, user.idToken);
  expect(file.status).toBe(200);
  return JSON.stringify(file.body);
}

const send = (user: TestUser, path: string, content: string) =>
  api<Preview>('POST', path, user.idToken, { fileName: 'pomoplan-export.json', content });

async function userWithOneOfEverything(): Promise<TestUser> {
  const user = await createUser('Grace Hopper');
  await setTier(user.uid, 'pro');
  const settings = { notifyDigest: true, notifyEmail: false, dailyCapacity: 5 };
  expect((await api('PATCH', '/api/users/settings', user.idToken, settings)).status).toBe(200);
  const group = await createGroup(user.idToken, { name: 'Health', color: '#8B5CF6' });
  const goal = await createGoal(user.idToken, {
    name: 'Run a marathon',
    description: 'Spring race',
    color: '#22C55E',
    groupId: group.id,
    startDate: '2026-03-01',
    endDate: '2026-04-30',
  });
  await createGoal(user.idToken, { name: 'Read more' });
  await createTodo(user.idToken, { text: 'Buy shoes', dueType: 'today', goalId: goal.id });
  const done = await createTodo(user.idToken, { text: 'Stretch' });
  await api('PATCH', `/api/todos/${done.id}`, user.idToken, { completed: true });
  const project = await createProject(user.idToken, {
    name: 'Garden',
    description: 'The back yard',
    color: '#22C55E',
  });
  const task = await createTask(user.idToken, project.id, {
    title: 'Water plants',
    description: 'Both beds',
    dueDate: '2027-05-01',
    recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
    estimatedPomodoros: 3,
    pomodoroLength: 30,
    reminderDateTime: '2027-05-01T07:30:00Z',
    reminderEnabled: true,
    reminderTimeZone: 'Europe/Berlin',
  });
  await createSubtask(user.idToken, task.id, 'Fill the can');
  const step = await createSubtask(user.idToken, task.id, 'Check the hose');
  await api('PUT', `/api/subtasks/${step.id}`, user.idToken, { isCompleted: true });
  const finished = await createTask(user.idToken, project.id, { title: 'Buy seeds' });
  await api('PATCH', `/api/tasks/${finished.id}`, user.idToken, { isCompleted: true });
  return user;
}

describe('a Pomoplan export imported into an empty account', () => {
  it('brings back every item field by field, and adds nothing the second time', async () => {
    const from = await userWithOneOfEverything();
    const file = await exportOf(from);
    const to = await createUser('Grace Hopper');
    await setTier(to.uid, 'pro');

    const preview = await send(to, '/api/imports/preview', file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      summary: expect.stringMatching(
        /^2 tasks in 1 project, 2 subtasks, 2 todos, 2 goals, 1 goal group, your settings/,
      ),
      alreadyImported: 0,
      refusal: null,
    });
    expect((await send(to, '/api/imports', file)).status).toBe(200);

    const before = await ownedData(from.uid);
    const after = await ownedData(to.uid);
    const fromTodos = Object.fromEntries(
      Object.entries(before.todos ?? {}).map(([id, todo]) => [id, { ...todo, userId: to.uid }]),
    );
    expect(after).toEqual({ ...before, todos: fromTodos });
    // The imported reminder is scheduled like any other.
    await eventually(async () => {
      const entries = await adminDb().collection('reminders').where('uid', '==', to.uid).get();
      return entries.size === 1 ? true : undefined;
    }, 'the imported reminder in the index');

    const again = await send(to, '/api/imports', file);
    expect(again.status).toBe(200);
    expect(again.body.alreadyImported).toBe(10);
    expect(await ownedData(to.uid)).toEqual(after);
  });

  it('says before importing that the goals pass the plan, and then imports nothing', async () => {
    const from = await userWithOneOfEverything();
    const file = await exportOf(from);
    const to = await createUser();

    const preview = await send(to, '/api/imports/preview', file);
    expect(preview.body.refusal).toBe(
      'Your Free plan allows 1 goal, and this file would add 2 to your 0. Upgrade your plan, or import a file with fewer goals.',
    );
    expect((await send(to, '/api/imports', file)).status).toBe(403);
    const nothing = await ownedData(to.uid);
    for (const name of [...OWNED, 'subtasks']) expect(nothing[name]).toEqual({});
  });
});
