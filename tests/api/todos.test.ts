import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { createGoal, createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('/api/todos', () => {
  it('creates, lists, updates and deletes todos with the stored shape of a todo', async () => {
    const user = await createUser();
    const goal = await createGoal(user.idToken);
    const todo = await createTodo(user.idToken, {
      text: ' Buy milk ',
      dueType: 'today',
      goalId: goal.id,
    });
    expect(todo).toMatchObject({
      text: 'Buy milk',
      completed: false,
      dueType: 'today',
      goalId: goal.id,
      userId: user.uid,
    });
    const stored = await adminDb().doc(`users/${user.uid}/todos/${todo.id}`).get();
    expect(Object.keys(stored.data() ?? {}).sort()).toEqual([
      'completed',
      'createdAt',
      'dueType',
      'goalId',
      'text',
      'updatedAt',
      'userId',
    ]);

    const plain = await createTodo(user.idToken);
    expect(plain).toMatchObject({ dueType: 'anytime', goalId: null, completed: false });
    const list = await api('GET', '/api/todos', user.idToken);
    expect(list.body).toEqual([todo, plain]);

    const done = await api('PATCH', `/api/todos/${todo.id}`, user.idToken, { completed: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, text: 'Buy milk' });
    const edited = await api('PATCH', `/api/todos/${todo.id}`, user.idToken, {
      text: 'Buy oat milk',
      dueType: 'tomorrow',
      goalId: null,
    });
    expect(edited.body).toMatchObject({ text: 'Buy oat milk', dueType: 'tomorrow', goalId: null });

    expect((await api('DELETE', `/api/todos/${todo.id}`, user.idToken)).status).toBe(204);
    expect((await api('GET', '/api/todos', user.idToken)).body).toEqual([plain]);
  });

  it("answers 400 naming the field for a bad body or a goal that is not the caller's", async () => {
    const user = await createUser();
    const other = await createUser();
    const foreignGoal = await createGoal(other.idToken);
    const cases: [unknown, string][] = [
      [{ text: '  ' }, 'text: Todo text is required'],
      [
        { text: 'a', dueType: 'someday' },
        'dueType: Due type must be one of today, tomorrow, anytime',
      ],
      [{ text: 'a', goalId: 12 }, 'goalId: Goal must be a document id string'],
      [{ text: 'a', goalId: foreignGoal.id }, 'goalId: Goal not found'],
    ];
    for (const [body, message] of cases) {
      const response = await api('POST', '/api/todos', user.idToken, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const todo = await createTodo(user.idToken);
    const badPatch = await api('PATCH', `/api/todos/${todo.id}`, user.idToken, {
      goalId: foreignGoal.id,
    });
    expect(badPatch.status).toBe(400);
    expect(messageOf(badPatch)).toBe('goalId: Goal not found');
    const empty = await api('PATCH', `/api/todos/${todo.id}`, user.idToken, { userId: 'x' });
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe('Send at least one field to update');
  });

  it('returns at most `limit` todos and refuses more than 500', async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i += 1) await createTodo(user.idToken, { text: `T${i}` });
    const page = await api<unknown[]>('GET', '/api/todos?limit=2', user.idToken);
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('x-next-cursor')).toBeTruthy();
    const all = await api<unknown[]>('GET', '/api/todos?limit=500', user.idToken);
    expect(all.body).toHaveLength(3);
    expect(all.headers.get('x-next-cursor')).toBeNull();
    expect((await api('GET', '/api/todos?limit=501', user.idToken)).status).toBe(400);
  });

  it('counts open and completed todos by the To Do filters, over the whole history', async () => {
    const user = await createUser();
    const other = await createUser();
    const goal = await createGoal(user.idToken);
    const todos = [
      await createTodo(user.idToken, { text: 'a', dueType: 'today', goalId: goal.id }),
      await createTodo(user.idToken, { text: 'b', dueType: 'today' }),
      await createTodo(user.idToken, { text: 'c', dueType: 'tomorrow', goalId: goal.id }),
      await createTodo(user.idToken, { text: 'd', dueType: 'anytime' }),
    ];
    await createTodo(other.idToken, { text: 'not mine' });
    for (const todo of todos.slice(0, 3)) {
      await api('PATCH', `/api/todos/${todo.id}`, user.idToken, { completed: true });
    }
    const counts = async (query: string) =>
      (await api('GET', `/api/todos/counts${query}`, user.idToken)).body;

    expect(await counts('')).toEqual({ active: 1, completed: 3 });
    expect(await counts('?due=today')).toEqual({ active: 0, completed: 2 });
    expect(await counts(`?goal=${goal.id}`)).toEqual({ active: 0, completed: 2 });
    expect(await counts('?goal=none')).toEqual({ active: 1, completed: 1 });
    expect(await counts(`?due=tomorrow&goal=${goal.id}`)).toEqual({ active: 0, completed: 1 });

    const bad = await api('GET', '/api/todos/counts?due=someday', user.idToken);
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('due: due must be one of all, today, tomorrow, anytime');
    expect((await api('GET', '/api/todos/counts')).status).toBe(401);
  });
});
