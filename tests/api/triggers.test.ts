// Firestore triggers: they run for writes through the API and for direct writes alike, so the
// direct case is exercised with firebase-admin (the web app's writes land the same way).
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { activities, adminDb, eventually, type ActivityEntry } from './support/admin';
import { createProject, createTask } from './support/fixtures';
import { api } from './support/http';
import { createUser, type TestUser } from './support/users';

async function entriesFor(user: TestUser, action: string, count: number) {
  return eventually(async () => {
    const found = (await activities(user.uid)).filter((entry) => entry.action === action);
    return found.length >= count ? found : undefined;
  }, `${count} ${action} entries`);
}

async function tasksOf(user: TestUser) {
  const snapshot = await adminDb().collection(`users/${user.uid}/tasks`).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** Waits until the tasks of `user` have settled at `count` (and checks they stay there). */
async function settledTasks(user: TestUser, count: number) {
  const tasks = await eventually(async () => {
    const all = await tasksOf(user);
    return all.length >= count ? all : undefined;
  }, `${count} tasks`);
  expect(tasks).toHaveLength(count);
  return tasks;
}

describe('activity triggers', () => {
  it('logs project_created and task_created with the names', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken, { name: 'Garden' });
    await createTask(user.idToken, project.id, { title: 'Plant tulips' });
    const [projectEntry] = await entriesFor(user, 'project_created', 1);
    const [taskEntry] = await entriesFor(user, 'task_created', 1);
    expect(projectEntry).toMatchObject<Partial<ActivityEntry>>({
      details: { projectName: 'Garden' },
      changedBy: user.uid,
    });
    expect(taskEntry).toMatchObject<Partial<ActivityEntry>>({
      details: { taskName: 'Plant tulips' },
      changedBy: user.uid,
    });
  });

  it('logs task_created for a task written directly to Firestore', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    await adminDb().collection(`users/${user.uid}/tasks`).add({
      title: 'Direct write',
      projectId: project.id,
      isCompleted: false,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const [entry] = await entriesFor(user, 'task_created', 1);
    expect(entry?.details).toEqual({ taskName: 'Direct write' });
  });
});

describe('completing a task', () => {
  it('logs task_completed and creates the next occurrence of a recurring task once', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id, {
      title: 'Water plants',
      dueDate: '2026-05-29',
      recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
      estimatedPomodoros: 2,
      reminderEnabled: true,
      reminderDateTime: '2026-05-29T08:00:00Z',
    });
    await api('PUT', `/api/tasks/${task.id}`, user.idToken, { isCompleted: true });
    const [completed] = await entriesFor(user, 'task_completed', 1);
    expect(completed?.details).toEqual({ taskName: 'Water plants' });

    const tasks = await settledTasks(user, 2);
    const next = tasks.find((candidate) => candidate.id !== task.id);
    expect(next?.id).toBe(`${task.id}-2026-06-05`);
    expect(next).toMatchObject({
      title: 'Water plants',
      projectId: project.id,
      dueDate: '2026-06-05',
      recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
      estimatedPomodoros: 2,
      isCompleted: false,
      parentTaskId: null,
      reminderEnabled: true,
    });
    const api_next = await api<{ reminderDateTime: string }[]>('GET', '/api/tasks', user.idToken);
    expect(api_next.body.map((t) => t.reminderDateTime)).toEqual([
      '2026-05-29T08:00:00.000Z',
      '2026-06-05T08:00:00.000Z',
    ]);

    // Reopen and complete again: a second task_completed, but still one next occurrence.
    await api('PATCH', `/api/tasks/${task.id}`, user.idToken, { isCompleted: false });
    await api('PATCH', `/api/tasks/${task.id}`, user.idToken, { isCompleted: true });
    await entriesFor(user, 'task_completed', 2);
    await settledTasks(user, 2);
  });

  it('creates nothing past UNTIL, without a due date or without a rule', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const cases = [
      { title: 'Ends', dueDate: '2026-05-30', recurrenceRule: 'FREQ=DAILY;UNTIL=20260530' },
      { title: 'No date', recurrenceRule: 'FREQ=DAILY' },
      { title: 'Once', dueDate: '2026-05-30' },
    ];
    for (const body of cases) {
      const task = await createTask(user.idToken, project.id, body);
      await api('PATCH', `/api/tasks/${task.id}`, user.idToken, { isCompleted: true });
    }
    await entriesFor(user, 'task_completed', 3);
    // The trigger logs task_completed only after settling the next occurrence.
    const tasks = await tasksOf(user);
    expect(tasks).toHaveLength(3);
  });

  it('follows a series by its root id, also when completed directly in Firestore', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id, {
      dueDate: '2026-01-31',
      recurrenceRule: 'FREQ=MONTHLY',
    });
    await adminDb().doc(`users/${user.uid}/tasks/${task.id}`).update({ isCompleted: true });
    const second = `${task.id}-2026-02-28`;
    await eventually(
      async () => ((await tasksOf(user)).some((t) => t.id === second) ? true : undefined),
      'the February occurrence',
    );
    await adminDb().doc(`users/${user.uid}/tasks/${second}`).update({ isCompleted: true });
    const third = `${task.id}-2026-03-28`;
    await eventually(
      async () => ((await tasksOf(user)).some((t) => t.id === third) ? true : undefined),
      'the March occurrence',
    );
  });
});
