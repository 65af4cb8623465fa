// A stored document its schema refuses (written before the rules refused it, by a forged
// client write, or by hand) must never break a read for everyone: a field that has a default
// reads as that default, a document that cannot be read at all is left out of its list, and
// both are logged. The documents are placed with the Admin SDK, as any such write would be.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { createAdmin, adminCall } from './support/adminAccounts';
import { createGoal, createProject, createTask } from './support/fixtures';
import { api } from './support/http';
import { createUser } from './support/users';

interface Item {
  id: string;
  [field: string]: unknown;
}

const now = () => Timestamp.now();

const STORED_DATA_DAMAGED =
  'The stored data of this item is damaged and cannot be read. Save it with valid values or delete it.';

async function storeTask(uid: string, projectId: string, fields: Record<string, unknown>) {
  const ref = adminDb().collection(`users/${uid}/tasks`).doc();
  await ref.set({
    title: 'Stored task',
    description: null,
    projectId,
    estimatedPomodoros: 1,
    pomodoroLength: 25,
    dueDate: null,
    reminderDateTime: null,
    reminderEnabled: false,
    recurrenceRule: null,
    parentTaskId: null,
    isCompleted: false,
    createdAt: now(),
    updatedAt: now(),
    ...fields,
  });
  return ref.id;
}

describe('reads of stored data the schemas refuse', () => {
  it('GET /api/tasks reads a task with an impossible due date or UNTIL without them', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const good = await createTask(user.idToken, project.id);
    const feb29 = await storeTask(user.uid, project.id, { dueDate: '2027-02-29' });
    const until = await storeTask(user.uid, project.id, {
      recurrenceRule: 'FREQ=DAILY;UNTIL=20270231T235959Z',
    });

    const list = await api<Item[]>('GET', '/api/tasks', user.idToken);
    expect(list.status).toBe(200);
    const byId = new Map(list.body.map((task) => [task.id, task]));
    expect(byId.get(good.id)).toEqual(good);
    expect(byId.get(feb29)).toMatchObject({ title: 'Stored task', dueDate: null });
    expect(byId.get(until)).toMatchObject({ title: 'Stored task', recurrenceRule: null });
  });

  it('GET /api/tasks leaves out a task that cannot be read at all', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const good = await createTask(user.idToken, project.id);
    // A title is required and has no default: nothing sensible to show.
    await storeTask(user.uid, project.id, { title: '\u3000' });
    const list = await api<Item[]>('GET', '/api/tasks', user.idToken);
    expect(list.status).toBe(200);
    expect(list.body.map((task) => task.id)).toEqual([good.id]);
  });

  it('an update of a task that cannot be read answers 409 and a valid title repairs it', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const id = await storeTask(user.uid, project.id, { title: '\u3000' });

    const toggle = await api<{ message: string }>('PATCH', `/api/tasks/${id}`, user.idToken, {
      isCompleted: true,
    });
    expect(toggle.status).toBe(409);
    expect(toggle.body.message).toBe(STORED_DATA_DAMAGED);

    const repaired = await api<Item>('PATCH', `/api/tasks/${id}`, user.idToken, { title: 'Fixed' });
    expect(repaired.status).toBe(200);
    expect(repaired.body).toMatchObject({ id, title: 'Fixed', isCompleted: true });
  });

  it('GET /api/goals reads a goal with an impossible start date', async () => {
    const user = await createUser();
    const goal = await createGoal(user.idToken, { startDate: '2027-02-01' });
    await adminDb().doc(`users/${user.uid}/goals/${goal.id}`).update({ startDate: '2027-02-29' });
    const list = await api<Item[]>('GET', '/api/goals', user.idToken);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ ...goal, startDate: null }]);
  });

  it('a profile image URL with port 99999 breaks neither /api/auth/user nor the Users list', async () => {
    const user = await createUser();
    await adminDb().doc(`users/${user.uid}`).update({ profileImageUrl: 'https://x:99999/' });

    const own = await api<Item>('GET', '/api/auth/user', user.idToken);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: user.uid, profileImageUrl: null });

    const admin = await createAdmin();
    const users = await adminCall<{ users: Item[] }>('GET', '/api/admin/users?limit=500', admin);
    expect(users.status).toBe(200);
    expect(users.body.users.find((item) => item.id === user.uid)).toMatchObject({
      profileImageUrl: null,
    });
  });
});
