// The caps on what one account holds, met the way a script meets them (the Firestore SDK with
// a user's own token, batch after batch) and the way the API's callers do.
import {
  ACCOUNT_CAPS,
  capReachedMessage,
  CREATES_PER_MINUTE,
  CREATES_WINDOW_MESSAGE,
} from '@pomoplan/domain';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addCapsSteps } from '../../web/src/data/caps';
import { createTodo as createAppTodo } from '../../web/src/data/todos';
import { adminDb, readDoc } from './support/admin';
import { createProject, createTask, createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { burst, outcomeOf, sdkOf, todoFields } from './support/sdkBursts';
import { createUser } from './support/users';

describe('the account caps', () => {
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
