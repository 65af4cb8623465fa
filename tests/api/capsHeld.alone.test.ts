// The cap on the todos one account holds, met by a script through the Firestore SDK and by
// the API. Alone: its account holds 19,800 todos, written with the emulator's triggers off, so
// that no other file's triggers wait behind theirs.
import { ACCOUNT_CAPS } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { adminDb, readDoc, withTriggersDisabled } from './support/admin';
import { api, messageOf } from './support/http';
import { burst, outcomeOf, sdkOf, todoFields } from './support/sdkBursts';
import { createUser } from './support/users';

/** `count` todos written with the Admin SDK, as if the account had made them over time. */
async function holdTodos(uid: string, count: number): Promise<void> {
  await withTriggersDisabled(async () => {
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
  });
  await adminDb()
    .doc(`users/${uid}/usage/caps`)
    .set({ tasks: 0, todos: count, addedTasks: [], addedTodos: [], updatedAt: new Date() });
}

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
});
