import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeTodosQuery,
  completedTodosQuery,
  createTodo,
  deleteTodo,
  goalTodosQuery,
  updateTodo,
  type NewTodo,
} from '../../web/src/data/todos';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv, type Role } from './support/env';
import { cappedCreate, todoData, without } from './support/fixtures';

const rules = useRulesEnv();

const TODO = 'todo-1';

// What the To Do page's add field sends. The accepted writes below go through the web app's
// own verbs (web/src/data/todos.ts), so a verb the rules would refuse fails here; the refused
// ones are raw writes, since the verbs' schemas stop such input before it is sent.
const NEW_TODO: NewTodo = { text: 'Buy running shoes', dueType: 'today', goalId: null };

const todos = (role: Role = 'owner', owner: string = UID.free) =>
  collection(rules.as(role, owner), 'users', owner, 'todos');
const todo = (role: Role = 'owner', id = TODO, owner: string = UID.free) =>
  doc(todos(role, owner), id);

beforeEach(() =>
  rules.seed(
    Object.fromEntries(
      OWNER_TIERS.map((tier) => [`users/${UID[tier]}/todos/${TODO}`, todoData(UID[tier])]),
    ),
  ),
);

describe('todos: get', () => {
  it.each(OWNER_TIERS)('lets a %s owner read a todo', async (tier) => {
    await assertSucceeds(getDoc(todo('owner', TODO, UID[tier])));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDoc(todo(role)));
  });
});

describe('todos: list', () => {
  it('lets the owner list open todos, newest first, a page at a time', async () => {
    const page = await assertSucceeds(
      getDocs(
        query(todos(), where('completed', '==', false), orderBy('createdAt', 'desc'), limit(500)),
      ),
    );
    expect(page.docs.map((snap) => snap.id)).toEqual([TODO]);
  });

  it('refuses a list without a limit', async () => {
    await assertFails(getDocs(query(todos(), where('completed', '==', false))));
  });

  it('refuses a page over 500', async () => {
    await assertFails(getDocs(query(todos(), limit(501))));
  });

  it("accepts the app's open, completed and goal queries", async () => {
    const db = rules.db(UID.free);
    const open = await assertSucceeds(getDocs(activeTodosQuery(db, UID.free)));
    expect(open.docs.map((snap) => snap.id)).toEqual([TODO]);
    await assertSucceeds(getDocs(completedTodosQuery(db, UID.free)));
    await assertSucceeds(getDocs(goalTodosQuery(db, UID.free, 'g1')));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDocs(query(todos(role), limit(10))));
  });

  it.each(INTRUDERS)("refuses %s the app's open todos query", async (role) => {
    await assertFails(getDocs(activeTodosQuery(rules.as(role), UID.free)));
  });
});

describe('todos: create', () => {
  const create = (data: DocumentData, role: Role = 'owner') =>
    cappedCreate(todo(role, 'todo-2'), data);

  const add = (input: Partial<NewTodo> = {}, role: Role = 'owner', owner: string = UID.free) =>
    createTodo(rules.as(role, owner), owner, { ...NEW_TODO, ...input });

  it.each(OWNER_TIERS)('lets a %s owner add a todo', async (tier) => {
    const id = await assertSucceeds(add({}, 'owner', UID[tier]));
    expect(await rules.read(`users/${UID[tier]}/todos/${id}`)).toMatchObject({
      text: 'Buy running shoes',
      completed: false,
      userId: UID[tier],
    });
  });

  it.each(['today', 'tomorrow', 'anytime'] as const)('accepts the due type %s', async (dueType) => {
    await assertSucceeds(add({ dueType }));
  });

  it('accepts the longest text and a goal', async () => {
    await assertSucceeds(add({ text: 't'.repeat(1000), goalId: 'g1' }));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(add({}, role));
  });

  it('refuses a todo that names another user as its owner', async () => {
    await assertFails(create(todoData(UID.other)));
  });

  it.each([
    ['a blank text', { text: '    ' }],
    ['a text over 1000 characters', { text: 't'.repeat(1001) }],
    ['a completed flag that is not a boolean', { completed: null }],
    ['an unknown due type', { dueType: 'someday' }],
    ['an empty goal id', { goalId: '' }],
    ['a goal id that is a path', { goalId: 'a/b' }],
    ['the goal id "."', { goalId: '.' }],
    ['the goal id ".."', { goalId: '..' }],
    ['a reserved goal id', { goalId: '__id__' }],
    ['a goal id over 1500 characters', { goalId: 'g'.repeat(1501) }],
    ['a numeric goal id', { goalId: 7 }],
    ['an unknown key', { priority: 1 }],
    ['a client-chosen createdAt', { createdAt: new Date('2020-01-01') }],
  ])('refuses %s', async (_label, invalid) => {
    await assertFails(create(todoData(UID.free, invalid)));
  });

  it('refuses a todo without every key', async () => {
    await assertFails(create(without(todoData(UID.free), 'goalId')));
  });
});

describe('todos: update', () => {
  const edit = (changes: DocumentData, role: Role = 'owner') =>
    updateDoc(todo(role), { ...changes, updatedAt: serverTimestamp() });

  it.each(OWNER_TIERS)('lets a %s owner tick a todo', async (tier) => {
    await assertSucceeds(updateTodo(rules.db(UID[tier]), UID[tier], TODO, { completed: true }));
  });

  it('lets the owner edit the text, due type and goal', async () => {
    await assertSucceeds(
      updateTodo(rules.db(UID.free), UID.free, TODO, {
        text: 'Buy trail shoes',
        dueType: 'tomorrow',
        goalId: 'g1',
      }),
    );
    expect(await rules.read(`users/${UID.free}/todos/${TODO}`)).toMatchObject({
      text: 'Buy trail shoes',
      goalId: 'g1',
    });
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(updateTodo(rules.as(role), UID.free, TODO, { completed: true }));
  });

  it.each([
    ['handing it to another user', { userId: UID.other }],
    ['createdAt', { createdAt: serverTimestamp() }],
    ['an unknown key', { archived: true }],
    ['an oversize text', { text: 't'.repeat(1001) }],
  ])('refuses %s', async (_label, changes) => {
    await assertFails(edit(changes));
  });

  it('refuses an update without updatedAt set to the server time', async () => {
    await assertFails(updateDoc(todo(), { completed: true }));
  });
});

describe('todos: delete', () => {
  it.each(OWNER_TIERS)('lets a %s owner delete a todo', async (tier) => {
    await assertSucceeds(deleteTodo(rules.db(UID[tier]), UID[tier], TODO));
    expect(await rules.ids(`users/${UID[tier]}/todos`)).toEqual([]);
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(deleteDoc(todo(role)));
  });
});
