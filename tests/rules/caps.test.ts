import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACCOUNT_CAPS, CREATES_PER_MINUTE, CREATES_WINDOW_MESSAGE } from '@pomoplan/domain';
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
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCapsSteps } from '../../web/src/data/caps';
import { createSubtask } from '../../web/src/data/subtasks';
import { createTodo, deleteTodo } from '../../web/src/data/todos';
import { deleteTask } from '../../web/src/data/tasks';
import { INTRUDERS, UID, useRulesEnv } from './support/env';
import { cappedCreate, projectData, subtaskData, taskData, todoData } from './support/fixtures';

const rules = useRulesEnv();
const uid = UID.free;
const ACCOUNT_CAPS_PATH = `users/${uid}/usage/caps`;
const TASK = 'task-1';
const TASK_CAPS_PATH = `users/${uid}/tasks/${TASK}/usage/caps`;

const db = () => rules.db(uid);
const todoRef = (id: string) => doc(db(), 'users', uid, 'todos', id);
const subtaskRef = (id: string) => doc(db(), 'users', uid, 'tasks', TASK, 'subtasks', id);

/** The account's caps as the server writes them, holding `todos` todos. */
function accountCaps(todos: number, tasks = 1): DocumentData {
  return { tasks, todos, addedTasks: [], addedTodos: [], updatedAt: serverTimestamp() };
}

beforeEach(() =>
  rules.seed({
    [`users/${uid}/projects/p1`]: projectData(),
    [`users/${uid}/tasks/${TASK}`]: taskData('p1'),
    [ACCOUNT_CAPS_PATH]: accountCaps(0),
  }),
);

describe('caps: a create brings its caps step', () => {
  it('counts the todos the app adds, each listed once', async () => {
    await createTodo(db(), uid, { text: 'One', dueType: 'today', goalId: null });
    const id = await createTodo(db(), uid, { text: 'Two', dueType: 'today', goalId: null });
    expect(await rules.read(ACCOUNT_CAPS_PATH)).toMatchObject({
      tasks: 1,
      todos: 2,
      addedTodos: [id],
      addedTasks: [],
    });
  });

  it('refuses a create without a step', async () => {
    await assertFails(setDoc(todoRef('bare'), todoData(uid)));
    await assertFails(setDoc(doc(db(), 'users', uid, 'tasks', 'bare'), taskData('p1')));
    await assertFails(setDoc(subtaskRef('bare'), subtaskData(TASK)));
  });

  it('refuses a document the step does not list, though it counts as many', async () => {
    const batch = writeBatch(db());
    batch.set(todoRef('a'), todoData(uid));
    batch.set(todoRef('b'), todoData(uid));
    batch.set(
      doc(db(), ACCOUNT_CAPS_PATH),
      {
        todos: increment(2),
        tasks: increment(0),
        addedTodos: ['a', 'a'],
        addedTasks: [],
        updatedAt: serverTimestamp(),
      },
      { merge: true },
    );
    await assertFails(batch.commit());
    expect(await rules.ids(`users/${uid}/todos`)).toEqual([]);
  });

  it('refuses a step that counts fewer than it lists', async () => {
    const batch = writeBatch(db());
    batch.set(todoRef('a'), todoData(uid));
    batch.set(todoRef('b'), todoData(uid));
    batch.set(
      doc(db(), ACCOUNT_CAPS_PATH),
      {
        todos: increment(1),
        tasks: increment(0),
        addedTodos: ['a', 'b'],
        addedTasks: [],
        updatedAt: serverTimestamp(),
      },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it('refuses a recreate that leans on an earlier step listing the same id', async () => {
    const id = await createTodo(db(), uid, { text: 'Once', dueType: 'today', goalId: null });
    await deleteTodo(db(), uid, id);
    await assertFails(setDoc(todoRef(id), todoData(uid)));
  });

  it('takes a batch of many creates with one step listing them all', async () => {
    const batch = writeBatch(db());
    const refs = Array.from({ length: 100 }, (_, index) => todoRef(`bulk-${index}`));
    for (const ref of refs) batch.set(ref, todoData(uid));
    addCapsSteps(batch, refs);
    await assertSucceeds(batch.commit());
    expect((await rules.read(ACCOUNT_CAPS_PATH))?.todos).toBe(100);
  });
});

describe('caps: the counts only rise, by their owner', () => {
  const step = (fields: DocumentData) =>
    setDoc(
      doc(db(), ACCOUNT_CAPS_PATH),
      { updatedAt: serverTimestamp(), ...fields },
      { merge: true },
    );

  it('refuses a step that lowers a count', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: accountCaps(100) });
    await assertFails(step({ todos: 0, addedTodos: [], tasks: 1, addedTasks: [] }));
    await assertFails(step({ todos: increment(-50), addedTodos: [], tasks: 1, addedTasks: [] }));
  });

  it('refuses a step with other keys, or without its stamp', async () => {
    await assertFails(step({ todos: 0, addedTodos: [], tasks: 1, addedTasks: [], note: 'x' }));
    await assertFails(
      setDoc(doc(db(), ACCOUNT_CAPS_PATH), { ...accountCaps(0), updatedAt: new Date() }),
    );
  });

  it('never lets the owner delete the account caps', async () => {
    await assertFails(deleteDoc(doc(db(), ACCOUNT_CAPS_PATH)));
  });

  it.each(INTRUDERS)('closes both caps documents to %s', async (role) => {
    const as = rules.as(role, uid);
    await assertFails(getDoc(doc(as, ACCOUNT_CAPS_PATH)));
    await assertFails(setDoc(doc(as, ACCOUNT_CAPS_PATH), accountCaps(0)));
    await assertFails(getDoc(doc(as, TASK_CAPS_PATH)));
  });

  it('lets the owner read the caps but not list them', async () => {
    await assertSucceeds(getDoc(doc(db(), ACCOUNT_CAPS_PATH)));
    await assertFails(getDocs(query(collection(db(), 'users', uid, 'usage'), limit(5))));
  });
});

describe('caps: at the cap', () => {
  it(`lets the account reach ${ACCOUNT_CAPS.todos} todos, not pass them`, async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: accountCaps(ACCOUNT_CAPS.todos - 1) });
    await assertSucceeds(cappedCreate(todoRef('last'), todoData(uid)));
    await assertFails(cappedCreate(todoRef('one-more'), todoData(uid)));
    expect((await rules.read(ACCOUNT_CAPS_PATH))?.todos).toBe(ACCOUNT_CAPS.todos);
  });

  it('refuses a batch that would pass the cap as a whole', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: accountCaps(ACCOUNT_CAPS.todos - 1) });
    const batch = writeBatch(db());
    const refs = [todoRef('a'), todoRef('b')];
    for (const ref of refs) batch.set(ref, todoData(uid));
    addCapsSteps(batch, refs);
    await assertFails(batch.commit());
  });

  it('stops tasks at theirs while todos still have room', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: accountCaps(0, ACCOUNT_CAPS.tasks) });
    await assertFails(cappedCreate(doc(db(), 'users', uid, 'tasks', 'more'), taskData('p1')));
    await assertSucceeds(cappedCreate(todoRef('fine'), todoData(uid)));
  });

  it(`lets a task reach ${ACCOUNT_CAPS.subtasks} subtasks, not pass them`, async () => {
    await rules.seed({
      [TASK_CAPS_PATH]: {
        subtasks: ACCOUNT_CAPS.subtasks - 1,
        addedSubtasks: [],
        updatedAt: serverTimestamp(),
      },
    });
    await assertSucceeds(createSubtask(db(), uid, TASK, 'The last one'));
    await assertFails(cappedCreate(subtaskRef('one-more'), subtaskData(TASK)));
  });
});

describe(`caps: at most ${CREATES_PER_MINUTE} tasks and todos added a minute`, () => {
  /** The account's caps with a window opened `secondsAgo` that counts `creates`. */
  const windowOf = (creates: number, secondsAgo: number) => ({
    ...accountCaps(creates),
    windowStart: Timestamp.fromMillis(Date.now() - secondsAgo * 1000),
    windowCreates: creates,
  });
  const createWith = (id: string, opensWindow: boolean) => {
    const batch = writeBatch(db());
    batch.set(todoRef(id), todoData(uid));
    addCapsSteps(batch, [todoRef(id)], opensWindow);
    return batch.commit();
  };

  it('adds to the open window up to the limit, not past it', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: windowOf(CREATES_PER_MINUTE - 1, 10) });
    await assertSucceeds(createWith('last', false));
    await assertFails(createWith('one-more', false));
    expect((await rules.read(ACCOUNT_CAPS_PATH))?.windowCreates).toBe(CREATES_PER_MINUTE);
  });

  it('refuses to open a new window before the minute is over', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: windowOf(CREATES_PER_MINUTE, 30) });
    await assertFails(createWith('reset', true));
  });

  it('adds to a window whose minute is over while it has room', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: windowOf(10, 3600) });
    await assertSucceeds(createWith('later', false));
    expect((await rules.read(ACCOUNT_CAPS_PATH))?.windowCreates).toBe(11);
  });

  it('adds to an account that never opened a window, which may open one', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: accountCaps(5) });
    await assertSucceeds(createWith('first', false));
    expect((await rules.read(ACCOUNT_CAPS_PATH))?.windowCreates).toBe(1);
    await assertSucceeds(createWith('opening', true));
    const caps = await rules.read(ACCOUNT_CAPS_PATH);
    expect(caps?.windowCreates).toBe(1);
    expect(caps?.windowStart).toBeInstanceOf(Timestamp);
  });

  it('opens a new window once the minute is over, counting from one', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: windowOf(CREATES_PER_MINUTE, 61) });
    await assertFails(createWith('stale', false));
    await assertSucceeds(createWith('fresh', true));
    const caps = await rules.read(ACCOUNT_CAPS_PATH);
    expect(caps?.windowCreates).toBe(1);
    expect(Date.now() - (caps?.windowStart as Timestamp).toMillis()).toBeLessThan(10_000);
  });

  it('refuses a step that leaves its creates out of the window', async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: windowOf(10, 5) });
    const batch = writeBatch(db());
    batch.set(todoRef('uncounted'), todoData(uid));
    batch.set(
      doc(db(), ACCOUNT_CAPS_PATH),
      {
        todos: increment(1),
        tasks: increment(0),
        addedTodos: ['uncounted'],
        addedTasks: [],
        windowCreates: increment(0),
        updatedAt: serverTimestamp(),
      },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it("opens the next window through the app's verb, and says why when it cannot", async () => {
    await rules.seed({ [ACCOUNT_CAPS_PATH]: windowOf(CREATES_PER_MINUTE, 61) });
    await createTodo(db(), uid, { text: 'Fits', dueType: 'today', goalId: null });
    expect((await rules.read(ACCOUNT_CAPS_PATH))?.windowCreates).toBe(1);
    await rules.seed({ [ACCOUNT_CAPS_PATH]: windowOf(CREATES_PER_MINUTE, 5) });
    await expect(
      createTodo(db(), uid, { text: 'Too fast', dueType: 'today', goalId: null }),
    ).rejects.toThrow(CREATES_WINDOW_MESSAGE);
  });
});

describe("caps: a task's caps go with the task only", () => {
  beforeEach(() =>
    rules.seed({
      [TASK_CAPS_PATH]: { subtasks: 12, addedSubtasks: [], updatedAt: serverTimestamp() },
    }),
  );

  it('refuses to delete them while the task is there', async () => {
    await assertFails(deleteDoc(doc(db(), TASK_CAPS_PATH)));
  });

  it("deletes them with the app's delete of the task, and an undo counts what it restores", async () => {
    await createSubtask(db(), uid, TASK, 'Outline');
    const restore = await deleteTask(db(), uid, TASK);
    expect(await rules.read(TASK_CAPS_PATH)).toBeUndefined();
    await restore();
    expect(await rules.ids(`users/${uid}/tasks/${TASK}/subtasks`)).toHaveLength(1);
    expect((await rules.read(TASK_CAPS_PATH))?.subtasks).toBe(1);
  });
});
