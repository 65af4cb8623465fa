// The caps on what one account holds, met the way a script meets them (the Firestore SDK with
// a user's own token, batch after batch) and the way the API's callers do.
import {
  ACCOUNT_CAPS,
  capReachedMessage,
  CREATES_PER_MINUTE,
  CREATES_WINDOW_MESSAGE,
} from '@pomoplan/domain';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { addCapsSteps } from '../../web/src/data/caps';
import { createTodo as createAppTodo } from '../../web/src/data/todos';
import { adminDb, readDoc } from './support/admin';
import { createProject, createTask, createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser, type TestUser } from './support/users';

const PROJECT_ID = 'demo-pomoplan';
const apps: ReturnType<typeof initializeApp>[] = [];

afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

/** The Firestore SDK signed in as `user`, as a script with the app's public config would be. */
function sdkOf(user: TestUser): Firestore {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, user.uid);
  apps.push(app);
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), {
    mockUserToken: { sub: user.uid, user_id: user.uid },
  });
  return db;
}

function todoFields(uid: string, text: string) {
  return {
    text,
    completed: false,
    dueType: 'anytime',
    goalId: null,
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** `count` todos written with the Admin SDK, as if the account had made them over time. */
async function holdTodos(uid: string, count: number): Promise<void> {
  const writer = adminDb().bulkWriter();
  const todos = adminDb().collection(`users/${uid}/todos`);
  for (let index = 0; index < count; index += 1) {
    void writer.create(todos.doc(`held-${index}`), {
      ...todoFields(uid, `Held ${index}`),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }
  await writer.close();
  await adminDb()
    .doc(`users/${uid}/usage/caps`)
    .set({ tasks: 0, todos: count, addedTasks: [], addedTodos: [], updatedAt: new Date() });
}

/**
 * One batch of `size` todos with its caps step, as the app's verbs build it: it adds to the
 * account's window of creates and, when that is refused, opens the next window.
 */
function burst(db: Firestore, uid: string, round: number, size: number): Promise<void> {
  const refs = Array.from({ length: size }, (_, index) =>
    doc(db, 'users', uid, 'todos', `burst-${round}-${index}`),
  );
  const commit = (opens: boolean) => {
    const batch = writeBatch(db);
    for (const ref of refs) batch.set(ref, todoFields(uid, `Burst ${round}`));
    addCapsSteps(batch, refs, opens);
    return batch.commit();
  };
  return commit(false).catch(() => commit(true));
}

const outcomeOf = (written: Promise<void>) =>
  written.then(
    () => 'written',
    (error: { code?: string }) => String(error.code),
  );

describe('the account caps', () => {
  it('stop a burst of SDK writes at 20,000 todos with a clear message, and no one else', async () => {
    const bot = await createUser();
    const other = await createUser();
    const held = ACCOUNT_CAPS.todos - 200;
    await holdTodos(bot.uid, held);

    const db = sdkOf(bot);
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      outcomes.push(await outcomeOf(burst(db, bot.uid, round, 100)));
    }
    expect(outcomes).toEqual(['written', 'written', 'permission-denied', 'permission-denied']);
    expect((await readDoc(`users/${bot.uid}/usage/caps`))?.todos).toBe(ACCOUNT_CAPS.todos);

    const refused = await api('POST', '/api/todos', bot.idToken, { text: 'One more' });
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe(
      'This account holds 20,000 todos, the most one account can keep. Delete todos you no longer need to add new ones.',
    );

    // Everyone else goes on as before.
    expect((await api('POST', '/api/todos', other.idToken, { text: 'Fine' })).status).toBe(201);
  }, 180_000);

  it(`stop a burst of SDK writes at two windows of ${CREATES_PER_MINUTE.toLocaleString('en-US')} creates in its first minute, and no one else`, async () => {
    const bot = await createUser();
    const other = await createUser();
    const db = sdkOf(bot);
    const caps = adminDb().doc(`users/${bot.uid}/usage/caps`);
    // The window is seeded rather than filled batch by batch, so that each refusal below is
    // checked well inside its minute however slow the machine is.
    const nearlyFull = CREATES_PER_MINUTE - 100;
    await caps.set({
      tasks: 0,
      todos: nearlyFull,
      addedTasks: [],
      addedTodos: [],
      windowCreates: nearlyFull,
      updatedAt: new Date(),
    });
    // The first window was never opened: it fills, and the next batch opens the next one at once.
    expect(await outcomeOf(burst(db, bot.uid, 0, 100))).toBe('written');
    expect(await outcomeOf(burst(db, bot.uid, 1, 100))).toBe('written');
    expect(await readDoc(`users/${bot.uid}/usage/caps`)).toMatchObject({
      todos: CREATES_PER_MINUTE + 100,
      windowCreates: 100,
    });

    // The second window, nearly full within its minute, refuses what would go past it.
    await caps.update({ windowCreates: nearlyFull });
    expect(await outcomeOf(burst(db, bot.uid, 2, 100))).toBe('written');
    expect(await outcomeOf(burst(db, bot.uid, 3, 100))).toBe('permission-denied');
    // A script cannot open the next window before the minute is over.
    const reopen = writeBatch(db);
    const early = doc(db, 'users', bot.uid, 'todos', 'early');
    reopen.set(early, todoFields(bot.uid, 'Early'));
    addCapsSteps(reopen, [early], true);
    expect(await outcomeOf(reopen.commit())).toBe('permission-denied');
    // The app's own verb says why.
    await expect(
      createAppTodo(db, bot.uid, { text: 'One more', dueType: 'today', goalId: null }),
    ).rejects.toThrow(CREATES_WINDOW_MESSAGE);
    expect(await readDoc(`users/${bot.uid}/usage/caps`)).toMatchObject({
      windowCreates: CREATES_PER_MINUTE,
    });

    // Once the window is a minute old, the next batch opens a new one.
    await caps.update({ windowStart: new Date(Date.now() - 61_000) });
    expect(await outcomeOf(burst(db, bot.uid, 4, 100))).toBe('written');

    // Everyone else goes on as before, through the SDK and the API.
    await burst(sdkOf(other), other.uid, 0, 10);
    expect((await api('POST', '/api/todos', other.idToken, { text: 'Fine' })).status).toBe(201);
  }, 180_000);

  it('lets a create through once deletes have made room, by a recount', async () => {
    const user = await createUser();
    const db = sdkOf(user);
    await burst(db, user.uid, 0, 3);
    // The app's deletes do not lower the count; the rules alone would hold it at three.
    await adminDb().doc(`users/${user.uid}/usage/caps`).update({ todos: ACCOUNT_CAPS.todos });
    for (const index of [0, 1]) {
      await adminDb().doc(`users/${user.uid}/todos/burst-0-${index}`).delete();
    }
    await expect(burst(db, user.uid, 1, 1)).rejects.toMatchObject({ code: 'permission-denied' });

    const recount = await api('POST', '/api/caps/recount', user.idToken, { collection: 'todos' });
    expect(recount.status).toBe(200);
    expect(recount.body).toEqual({ collection: 'todos', held: 1, cap: ACCOUNT_CAPS.todos });
    await burst(db, user.uid, 1, 1);
    expect((await readDoc(`users/${user.uid}/usage/caps`))?.todos).toBe(2);
  });

  it("counts the API's creates, and recounts a stale cap instead of refusing", async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id);
    await createTodo(user.idToken);
    expect(await readDoc(`users/${user.uid}/usage/caps`)).toMatchObject({ tasks: 1, todos: 1 });

    await adminDb().doc(`users/${user.uid}/usage/caps`).update({ tasks: ACCOUNT_CAPS.tasks });
    expect((await createTask(user.idToken, project.id)).id).not.toBe(task.id);
    expect((await readDoc(`users/${user.uid}/usage/caps`))?.tasks).toBe(2);
  });

  it(`stops a task at ${ACCOUNT_CAPS.subtasks} subtasks, through the API as through the SDK`, async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id);
    const subtasks = adminDb().collection(`users/${user.uid}/tasks/${task.id}/subtasks`);
    const writer = adminDb().bulkWriter();
    for (let index = 0; index < ACCOUNT_CAPS.subtasks; index += 1) {
      void writer.create(subtasks.doc(`s-${index}`), {
        title: `Step ${index}`,
        taskId: task.id,
        isCompleted: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    }
    await writer.close();

    const refused = await api('POST', `/api/tasks/${task.id}/subtasks`, user.idToken, {
      title: 'One more',
    });
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe(capReachedMessage('subtasks'));
    // The server counted them and wrote the count the rules read.
    expect((await readDoc(`users/${user.uid}/tasks/${task.id}/usage/caps`))?.subtasks).toBe(
      ACCOUNT_CAPS.subtasks,
    );
    const db = sdkOf(user);
    const batch = writeBatch(db);
    const ref = doc(db, 'users', user.uid, 'tasks', task.id, 'subtasks', 'one-more');
    batch.set(ref, {
      title: 'One more',
      taskId: task.id,
      isCompleted: false,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    addCapsSteps(batch, [ref]);
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it.each([
    [{ collection: 'subtasks' }, 400],
    [{ collection: 'projects' }, 400],
    [{ collection: 'subtasks', taskId: 'no-such-task' }, 404],
  ])('answers a recount of %j with %i', async (body, status) => {
    const user = await createUser();
    const answer = await api('POST', '/api/caps/recount', user.idToken, body);
    expect(answer.status).toBe(status);
  });
});
