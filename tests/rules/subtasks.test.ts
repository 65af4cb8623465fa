import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createSubtask,
  deleteSubtask,
  subtasksQuery,
  updateSubtask,
} from '../../web/src/data/subtasks';
import { addCapsSteps } from '../../web/src/data/caps';
import { INTRUDERS, UID, useRulesEnv, type Role } from './support/env';
import { cappedCreate, projectData, subtaskData, taskData } from './support/fixtures';

const rules = useRulesEnv();

const PROJECT = 'thesis';
const TASK = 'task-1';
const OTHER_TASK = 'task-2';
const SUBTASK = 'sub-1';

// The accepted writes go through the web app's own verbs (web/src/data/subtasks.ts), so a verb
// the rules would refuse fails here; the refused ones are raw writes, since the verbs' schemas
// stop such input before it is sent.
const add = (title: string, taskId = TASK, role: Role = 'owner') =>
  createSubtask(rules.as(role), UID.free, taskId, title);

const subtasks = (role: Role = 'owner', taskId = TASK) =>
  collection(rules.as(role), 'users', UID.free, 'tasks', taskId, 'subtasks');
const subtask = (role: Role = 'owner', id = SUBTASK, taskId = TASK) =>
  doc(subtasks(role, taskId), id);

beforeEach(() =>
  rules.seed({
    [`users/${UID.free}/projects/${PROJECT}`]: projectData(),
    [`users/${UID.free}/tasks/${TASK}`]: taskData(PROJECT),
    [`users/${UID.free}/tasks/${OTHER_TASK}`]: taskData(PROJECT),
    [`users/${UID.free}/tasks/${TASK}/subtasks/${SUBTASK}`]: subtaskData(TASK),
  }),
);

describe('subtasks: get', () => {
  it('lets the owner read a subtask', async () => {
    await assertSucceeds(getDoc(subtask()));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDoc(subtask(role)));
  });
});

describe('subtasks: list', () => {
  it('lets the owner list a page of at most 500', async () => {
    const page = await assertSucceeds(getDocs(query(subtasks(), limit(500))));
    expect(page.docs.map((snap) => snap.id)).toEqual([SUBTASK]);
  });

  it("accepts the app's query of a task's subtasks", async () => {
    const page = await assertSucceeds(getDocs(subtasksQuery(rules.db(UID.free), UID.free, TASK)));
    expect(page.docs.map((snap) => snap.id)).toEqual([SUBTASK]);
  });

  it('refuses a list without a limit', async () => {
    await assertFails(getDocs(subtasks()));
  });

  it('refuses a page over 500', async () => {
    await assertFails(getDocs(query(subtasks(), limit(1000))));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDocs(query(subtasks(role), limit(10))));
  });
});

describe('subtasks: create', () => {
  it('lets the owner add a subtask to an own task', async () => {
    const id = await assertSucceeds(add('  Outline  '));
    expect(await rules.read(`users/${UID.free}/tasks/${TASK}/subtasks/${id}`)).toMatchObject({
      title: 'Outline',
      taskId: TASK,
      isCompleted: false,
    });
  });

  it('lets a batch create a task and its subtasks together', async () => {
    const db = rules.db(UID.free);
    const batch = writeBatch(db);
    const copy = doc(db, 'users', UID.free, 'tasks', 'copy');
    const subtaskOfCopy = doc(copy, 'subtasks', 'a');
    batch.set(copy, taskData(PROJECT));
    batch.set(subtaskOfCopy, subtaskData('copy'));
    addCapsSteps(batch, [copy, subtaskOfCopy]);
    await assertSucceeds(batch.commit());
  });

  it('refuses a subtask of a task that does not exist', async () => {
    await assertFails(add('Outline', 'ghost'));
  });

  it('refuses a subtask whose taskId names another task', async () => {
    await assertFails(cappedCreate(subtask('owner', 'sub-2'), subtaskData(OTHER_TASK)));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(add('Outline', TASK, role));
  });

  it.each([
    ['a blank title', { title: '   ' }],
    ['a title over 500 characters', { title: 's'.repeat(501) }],
    ['a completion flag that is not a boolean', { isCompleted: 'no' }],
    ['an unknown key', { position: 1 }],
    ['client-chosen timestamps', { createdAt: new Date('2020-01-01') }],
  ])('refuses %s', async (_label, invalid) => {
    await assertFails(cappedCreate(subtask('owner', 'sub-2'), subtaskData(TASK, invalid)));
  });

  it('accepts the longest title', async () => {
    await assertSucceeds(add('s'.repeat(500)));
  });
});

describe('subtasks: update', () => {
  const edit = (changes: DocumentData, role: Role = 'owner') =>
    updateDoc(subtask(role), { ...changes, updatedAt: serverTimestamp() });

  const change = (role: Role, update: Parameters<typeof updateSubtask>[4]) =>
    updateSubtask(rules.as(role), UID.free, TASK, SUBTASK, update);

  it('lets the owner tick a subtask and rename it', async () => {
    await assertSucceeds(change('owner', { isCompleted: true }));
    await assertSucceeds(change('owner', { title: 'Outline, second pass' }));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(change(role, { isCompleted: true }));
  });

  it.each([
    ['moving it to another task', { taskId: OTHER_TASK }],
    ['a blank title', { title: '' }],
    ['createdAt', { createdAt: serverTimestamp() }],
  ])('refuses %s', async (_label, changes) => {
    await assertFails(edit(changes));
  });

  it('refuses an update without updatedAt set to the server time', async () => {
    await assertFails(updateDoc(subtask(), { isCompleted: true }));
  });
});

describe('subtasks: delete', () => {
  it('lets the owner delete a subtask', async () => {
    await assertSucceeds(deleteSubtask(rules.db(UID.free), UID.free, TASK, SUBTASK));
    expect(await rules.ids(`users/${UID.free}/tasks/${TASK}/subtasks`)).toEqual([]);
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(deleteDoc(subtask(role)));
  });
});
