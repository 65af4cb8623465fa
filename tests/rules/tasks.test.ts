import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { TIMELINE_GROUPS, type TaskInput, type TaskUpdate } from '@pomoplan/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTask,
  deleteTask,
  projectTasksQuery,
  setTaskCompleted,
  tasksDueBetweenQuery,
  timelineGroupTasksQuery,
  updateTask,
} from '../../web/src/data/tasks';
import { addCapsSteps } from '../../web/src/data/caps';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv, type Role } from './support/env';
import { cappedCreate, projectData, subtaskData, taskData, without } from './support/fixtures';

const rules = useRulesEnv();

const OWN_PROJECT = 'thesis';
const SECOND_PROJECT = 'garden';
const THEIR_PROJECT = 'their-project';
const TASK = 'task-1';

// What the task dialog sends. The accepted writes below go through the web app's own verbs
// (web/src/data/tasks.ts), so a verb the rules would refuse fails here; the refused ones are
// raw writes, since the verbs' schemas stop such input before it is sent.
const INPUT: TaskInput = {
  title: 'Write chapter 1',
  description: null,
  projectId: OWN_PROJECT,
  estimatedPomodoros: 4,
  pomodoroLength: 25,
  dueDate: '2026-05-14',
  reminderDateTime: new Date('2026-05-14T08:00:00Z'),
  reminderEnabled: true,
  recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z',
  parentTaskId: null,
  isCompleted: false,
};

const add = (input: Partial<TaskInput> = {}, uid: string = UID.free, role: Role = 'owner') =>
  createTask(rules.as(role, uid), uid, { ...INPUT, ...input });
const change = (update: TaskUpdate, uid: string = UID.free, role: Role = 'owner') =>
  updateTask(rules.as(role, uid), uid, TASK, update);

const tasksOf = (uid: string, role: 'owner' | 'other' | 'signedOut' = 'owner') =>
  collection(rules.as(role, uid), 'users', uid, 'tasks');
const task = (uid: string, id = TASK) => doc(rules.db(uid), 'users', uid, 'tasks', id);

beforeEach(async () => {
  const docs: Record<string, DocumentData> = {
    [`users/${UID.other}/projects/${THEIR_PROJECT}`]: projectData(),
  };
  for (const tier of OWNER_TIERS) {
    docs[`users/${UID[tier]}/projects/${OWN_PROJECT}`] = projectData();
    docs[`users/${UID[tier]}/projects/${SECOND_PROJECT}`] = projectData({ name: 'Garden' });
    docs[`users/${UID[tier]}/tasks/${TASK}`] = taskData(OWN_PROJECT);
  }
  await rules.seed(docs);
});

describe('tasks: get', () => {
  it.each(OWNER_TIERS)('lets a %s owner read a task', async (tier) => {
    await assertSucceeds(getDoc(task(UID[tier])));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDoc(doc(rules.as(role), 'users', UID.free, 'tasks', TASK)));
  });
});

describe('tasks: list', () => {
  it.each(OWNER_TIERS)('lets a %s owner list a page of at most 500', async (tier) => {
    const page = await assertSucceeds(getDocs(query(tasksOf(UID[tier]), limit(500))));
    expect(page.size).toBe(1);
  });

  it('lets the owner query a project’s open tasks in pages', async () => {
    await assertSucceeds(
      getDocs(
        query(
          tasksOf(UID.free),
          where('projectId', '==', OWN_PROJECT),
          where('isCompleted', '==', false),
          limit(100),
        ),
      ),
    );
  });

  it("accepts the app's timeline, calendar and project queries", async () => {
    const db = rules.db(UID.free);
    for (const { key } of TIMELINE_GROUPS) {
      const page = await assertSucceeds(
        getDocs(timelineGroupTasksQuery(db, UID.free, key, '2026-05-20', 50)),
      );
      expect(page.docs.map((snap) => snap.id)).toEqual(key === 'overdue' ? [TASK] : []);
    }
    await assertSucceeds(getDocs(tasksDueBetweenQuery(db, UID.free, '2026-05-01', '2026-05-31')));
    await assertSucceeds(getDocs(projectTasksQuery(db, UID.free, OWN_PROJECT)));
  });

  it('refuses a list without a limit', async () => {
    await assertFails(getDocs(tasksOf(UID.free)));
  });

  it('refuses a page over 500', async () => {
    await assertFails(getDocs(query(tasksOf(UID.free), limit(501))));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDocs(query(tasksOf(UID.free, role), limit(10))));
  });
});

describe('tasks: create', () => {
  const create = (data: DocumentData, uid: string = UID.free) =>
    cappedCreate(task(uid, 'new-task'), data);

  it.each(OWNER_TIERS)('lets a %s owner create a task in an own project', async (tier) => {
    const id = await assertSucceeds(add({}, UID[tier]));
    expect(await rules.read(`users/${UID[tier]}/tasks/${id}`)).toMatchObject({
      title: 'Write chapter 1',
      parentTaskId: null,
    });
  });

  it('accepts the defaults of the task dialog', async () => {
    await assertSucceeds(
      add({
        description: 'd'.repeat(5000),
        title: 't'.repeat(500),
        estimatedPomodoros: 0,
        pomodoroLength: 60,
        dueDate: null,
        reminderDateTime: null,
        reminderEnabled: false,
        recurrenceRule: null,
      }),
    );
  });

  it.each([
    'FREQ=DAILY',
    'FREQ=WEEKLY;INTERVAL=1',
    'FREQ=MONTHLY;INTERVAL=365',
    'FREQ=YEARLY;INTERVAL=12;UNTIL=20271231',
    'FREQ=DAILY;INTERVAL=3;UNTIL=20260228T235959Z',
  ])('accepts the recurrence rule %s', async (recurrenceRule) => {
    // The verb stores the canonical form; the raw write checks the rule as given is accepted.
    await assertSucceeds(add({ recurrenceRule }));
    await assertSucceeds(create(taskData(OWN_PROJECT, { recurrenceRule })));
  });

  it('lets a batch create a project and its first task together', async () => {
    const db = rules.db(UID.pro);
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', UID.pro, 'projects', 'new-project'), projectData());
    batch.update(doc(db, 'users', UID.pro, 'usage', 'counts'), {
      projects: increment(1),
      lastChange: { collection: 'projects', id: 'new-project', op: 'create' },
      updatedAt: serverTimestamp(),
    });
    const first = doc(db, 'users', UID.pro, 'tasks', 'first');
    batch.set(first, taskData('new-project'));
    addCapsSteps(batch, [first]);
    await assertSucceeds(batch.commit());
  });

  it("refuses a task naming another user's project", async () => {
    await assertFails(add({ projectId: THEIR_PROJECT }));
  });

  it('refuses a task naming a project that does not exist', async () => {
    await assertFails(add({ projectId: 'no-such-project' }));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(add({}, UID.free, role));
  });

  it.each([
    ['a blank title', { title: ' \t ' }],
    ['a title over 500 characters', { title: 't'.repeat(501) }],
    ['a description over 5000 characters', { description: 'd'.repeat(5001) }],
    ['a project id that is a path', { projectId: `${OWN_PROJECT}/tasks/x` }],
    ['a project id that is not text', { projectId: 3 }],
    ['100 estimated pomodoros', { estimatedPomodoros: 100 }],
    ['a negative estimate', { estimatedPomodoros: -1 }],
    ['a fractional estimate', { estimatedPomodoros: 1.5 }],
    ['a pomodoro of 0 minutes', { pomodoroLength: 0 }],
    ['a pomodoro of 61 minutes', { pomodoroLength: 61 }],
    ['a due date that is no calendar day', { dueDate: '2026-13-01' }],
    ['a due date of year 0', { dueDate: '0000-01-01' }],
    ['a due date as a timestamp', { dueDate: Timestamp.now() }],
    ['a reminder as text', { reminderDateTime: '2026-05-14T08:00:00Z' }],
    ['a reminder switch that is not a boolean', { reminderEnabled: 'true' }],
    ['an unknown frequency', { recurrenceRule: 'FREQ=HOURLY' }],
    ['an interval over 365', { recurrenceRule: 'FREQ=DAILY;INTERVAL=366' }],
    ['a lower-case rule', { recurrenceRule: 'freq=daily' }],
    ['an unsupported COUNT', { recurrenceRule: 'FREQ=DAILY;COUNT=3' }],
    ['an UNTIL that is no date', { recurrenceRule: 'FREQ=DAILY;UNTIL=20261301' }],
    ['a rule over 200 characters', { recurrenceRule: `FREQ=DAILY;${'X'.repeat(200)}` }],
    ['a rule that is not text', { recurrenceRule: 1 }],
    ['a parent task', { parentTaskId: 'task-0' }],
    ['a completion flag that is not a boolean', { isCompleted: 0 }],
    ['an unknown key', { priority: 'high' }],
    ['a client-chosen createdAt', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
  ])('refuses %s', async (_label, invalid) => {
    await assertFails(create(taskData(OWN_PROJECT, invalid)));
  });

  it('refuses a task without every key', async () => {
    await assertFails(create(without(taskData(OWN_PROJECT), 'reminderDateTime')));
  });
});

describe('tasks: update', () => {
  const edit = (changes: DocumentData, uid: string = UID.free) =>
    updateDoc(task(uid), { ...changes, updatedAt: serverTimestamp() });

  it.each(OWNER_TIERS)('lets a %s owner complete a task', async (tier) => {
    await assertSucceeds(setTaskCompleted(rules.db(UID[tier]), UID[tier], TASK, true));
    expect(await rules.read(`users/${UID[tier]}/tasks/${TASK}`)).toMatchObject({
      isCompleted: true,
    });
  });

  it('lets the owner edit every field and move the task to another own project', async () => {
    await assertSucceeds(
      change({
        title: 'Water the plants',
        description: 'Every morning',
        projectId: SECOND_PROJECT,
        estimatedPomodoros: 1,
        pomodoroLength: 5,
        dueDate: '2026-06-30',
        reminderDateTime: null,
        reminderEnabled: false,
        recurrenceRule: 'FREQ=DAILY;INTERVAL=1',
      }),
    );
  });

  it('lets the owner set a reminder', async () => {
    await assertSucceeds(change({ reminderDateTime: new Date('2026-06-30T07:30:00Z') }));
  });

  it("refuses moving a task to another user's project", async () => {
    await assertFails(change({ projectId: THEIR_PROJECT }));
  });

  it('keeps a task editable after its project was deleted', async () => {
    await rules.remove(`users/${UID.free}/projects/${OWN_PROJECT}`);
    await assertSucceeds(change({ isCompleted: true }));
    await assertFails(change({ projectId: 'no-such-project' }));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(change({ isCompleted: true }, UID.free, role));
  });

  it.each([
    ['createdAt', { createdAt: serverTimestamp() }],
    ['a parent task', { parentTaskId: TASK }],
    ['an unknown key', { pinned: true }],
    ['an estimate over 99', { estimatedPomodoros: 120 }],
  ])('refuses a change of %s', async (_label, changes) => {
    await assertFails(edit(changes));
  });

  it('refuses an update without updatedAt set to the server time', async () => {
    await assertFails(updateDoc(task(UID.free), { isCompleted: true }));
  });
});

describe('tasks: delete', () => {
  it.each(OWNER_TIERS)('lets a %s owner delete a task', async (tier) => {
    await assertSucceeds(deleteTask(rules.db(UID[tier]), UID[tier], TASK));
    expect(await rules.read(`users/${UID[tier]}/tasks/${TASK}`)).toBeUndefined();
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(deleteDoc(doc(rules.as(role), 'users', UID.free, 'tasks', TASK)));
  });

  it('deletes every subtask of a task with more than one page of them', async () => {
    const uid = UID.pro;
    const subtaskPath = (index: number) => `users/${uid}/tasks/${TASK}/subtasks/subtask-${index}`;
    const subtasks = (from: number, to: number) =>
      Object.fromEntries(
        Array.from({ length: to - from }, (_, offset) => [
          subtaskPath(from + offset),
          subtaskData(TASK),
        ]),
      );
    await rules.seed(subtasks(0, 250));
    await rules.seed(subtasks(250, 501));

    // A fresh client: the shared one still caches this task as deleted by the test above.
    await assertSucceeds(deleteTask(rules.newClient(uid), uid, TASK));
    expect(await rules.idsWhere(`users/${uid}/tasks/${TASK}/subtasks`, 'taskId', TASK)).toEqual([]);
    expect(await rules.read(`users/${uid}/tasks/${TASK}`)).toBeUndefined();
    // 501 seeded documents and two pages of deletes under the rules: 2-8 s alone, and over 30 s
    // once the emulator shares both cores with the checks and the API suite.
  }, 120_000);
});
