// Undo of a delete: the web app writes the deleted document back under its id with the times
// it had. The rules accept that create (past createdAt and updatedAt) only from the owner, in
// the collection's exact shape and with the same checks as a new document.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteTask } from '../../web/src/data/tasks';
import { deleteTodo } from '../../web/src/data/todos';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv, type Role } from './support/env';
import {
  cappedCreate,
  projectData,
  subtaskData,
  taskData,
  todoData,
  without,
} from './support/fixtures';

const rules = useRulesEnv();

const PROJECT = 'thesis';
const TASK = 'task-1';
const TODO = 'todo-1';
const CREATED = Timestamp.fromDate(new Date('2026-01-02T08:00:00.123Z'));
const UPDATED = Timestamp.fromDate(new Date('2026-01-05T09:30:00.456Z'));
const past = { createdAt: CREATED, updatedAt: UPDATED };

const todoPath = (uid: string) => `users/${uid}/todos/${TODO}`;
const taskPath = (uid: string) => `users/${uid}/tasks/${TASK}`;

beforeEach(async () => {
  const docs: Record<string, DocumentData> = {};
  for (const tier of OWNER_TIERS) {
    const uid = UID[tier];
    docs[`users/${uid}/projects/${PROJECT}`] = projectData();
    docs[todoPath(uid)] = todoData(uid, { completed: true, ...past });
    docs[taskPath(uid)] = taskData(PROJECT, past);
    docs[`${taskPath(uid)}/subtasks/s1`] = subtaskData(TASK, { isCompleted: true, ...past });
    docs[`${taskPath(uid)}/subtasks/s2`] = subtaskData(TASK, { title: 'Draft', ...past });
  }
  await rules.seed(docs);
});

/** Writes `data` at `path` as `role` would: a create of the document, with its caps step. */
function writeAs(role: Role, path: string, data: DocumentData, owner: string = UID.free) {
  return cappedCreate(doc(rules.as(role, owner), path), data);
}

describe('undo of a todo delete', () => {
  it.each(OWNER_TIERS)('restores a %s owner’s todo exactly as it was', async (tier) => {
    const uid = UID[tier];
    const before = await rules.read(todoPath(uid));
    const restore = await assertSucceeds(deleteTodo(rules.db(uid), uid, TODO));
    expect(await rules.read(todoPath(uid))).toBeUndefined();
    await assertSucceeds(restore());
    expect(await rules.read(todoPath(uid))).toEqual(before);
  });

  it.each(INTRUDERS)('refuses the restore from %s', async (role) => {
    const data = todoData(UID.free, past);
    await rules.remove(todoPath(UID.free));
    await assertFails(writeAs(role, todoPath(UID.free), data));
  });

  it('refuses a todo stamped in the future', async () => {
    await rules.remove(todoPath(UID.free));
    const later = Timestamp.fromMillis(Date.now() + 3_600_000);
    await assertFails(
      writeAs('owner', todoPath(UID.free), todoData(UID.free, { ...past, updatedAt: later })),
    );
    await assertFails(
      writeAs(
        'owner',
        todoPath(UID.free),
        todoData(UID.free, { createdAt: later, updatedAt: later }),
      ),
    );
  });

  it('refuses a past createdAt with a server-stamped updatedAt (a backdated new todo)', async () => {
    await rules.remove(todoPath(UID.free));
    const data = todoData(UID.free, { createdAt: CREATED, updatedAt: serverTimestamp() });
    await assertFails(writeAs('owner', todoPath(UID.free), data));
  });

  it('refuses a todo updated before it was created', async () => {
    await rules.remove(todoPath(UID.free));
    const data = todoData(UID.free, { createdAt: UPDATED, updatedAt: CREATED });
    await assertFails(writeAs('owner', todoPath(UID.free), data));
  });

  it('refuses times that are not timestamps, a missing key and an extra key', async () => {
    await rules.remove(todoPath(UID.free));
    const path = todoPath(UID.free);
    await assertFails(
      writeAs('owner', path, todoData(UID.free, { ...past, createdAt: '2026-01-02' })),
    );
    await assertFails(writeAs('owner', path, without(todoData(UID.free, past), 'createdAt')));
    await assertFails(writeAs('owner', path, todoData(UID.free, { ...past, restored: true })));
  });

  it('checks the fields as a new todo’s', async () => {
    await rules.remove(todoPath(UID.free));
    const path = todoPath(UID.free);
    await assertFails(writeAs('owner', path, todoData(UID.free, { ...past, text: '  ' })));
    await assertFails(writeAs('owner', path, todoData(UID.other, past)));
  });

  it('cannot overwrite a todo that still exists', async () => {
    await assertFails(writeAs('owner', todoPath(UID.free), todoData(UID.free, past)));
  });

  it('still accepts a new todo stamped with the server time', async () => {
    await rules.remove(todoPath(UID.free));
    await assertSucceeds(writeAs('owner', todoPath(UID.free), todoData(UID.free)));
  });
});

describe('undo of a task delete', () => {
  it.each(OWNER_TIERS)('restores a %s owner’s task with its subtasks', async (tier) => {
    const uid = UID[tier];
    const task = await rules.read(taskPath(uid));
    const subtasks = await rules.ids(`${taskPath(uid)}/subtasks`);
    const first = await rules.read(`${taskPath(uid)}/subtasks/s1`);
    const restore = await assertSucceeds(deleteTask(rules.db(uid), uid, TASK));
    expect(await rules.read(taskPath(uid))).toBeUndefined();
    expect(await rules.ids(`${taskPath(uid)}/subtasks`)).toEqual([]);
    await assertSucceeds(restore());
    expect(await rules.read(taskPath(uid))).toEqual(task);
    expect(await rules.ids(`${taskPath(uid)}/subtasks`)).toEqual(subtasks);
    expect(await rules.read(`${taskPath(uid)}/subtasks/s1`)).toEqual(first);
  });

  it.each(INTRUDERS)('refuses the restore from %s', async (role) => {
    await rules.remove(taskPath(UID.free));
    await assertFails(writeAs(role, taskPath(UID.free), taskData(PROJECT, past)));
  });

  it('refuses a task whose project is gone, as for a new task', async () => {
    await rules.remove(taskPath(UID.free));
    await rules.remove(`users/${UID.free}/projects/${PROJECT}`);
    await assertFails(writeAs('owner', taskPath(UID.free), taskData(PROJECT, past)));
  });

  it('refuses a task updated before it was created or stamped in the future', async () => {
    await rules.remove(taskPath(UID.free));
    const later = Timestamp.fromMillis(Date.now() + 3_600_000);
    const path = taskPath(UID.free);
    await assertFails(
      writeAs('owner', path, taskData(PROJECT, { createdAt: UPDATED, updatedAt: CREATED })),
    );
    await assertFails(writeAs('owner', path, taskData(PROJECT, { ...past, updatedAt: later })));
  });

  it('refuses a subtask restored under a task that is not there', async () => {
    await rules.remove(taskPath(UID.free));
    await rules.remove(`${taskPath(UID.free)}/subtasks/s1`);
    await assertFails(
      writeAs('owner', `${taskPath(UID.free)}/subtasks/s1`, subtaskData(TASK, past)),
    );
  });

  it('refuses a subtask restore from another user', async () => {
    await rules.remove(`${taskPath(UID.free)}/subtasks/s1`);
    await assertFails(
      writeAs('other', `${taskPath(UID.free)}/subtasks/s1`, subtaskData(TASK, past)),
    );
  });

  it('still stamps a new subtask with the server time', async () => {
    await assertSucceeds(
      writeAs('owner', `${taskPath(UID.free)}/subtasks/s3`, {
        ...subtaskData(TASK),
        createdAt: serverTimestamp(),
      }),
    );
  });
});
