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
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv, type Role } from './support/env';
import { todoData, without } from './support/fixtures';

const rules = useRulesEnv();

const TODO = 'todo-1';

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

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDocs(query(todos(role), limit(10))));
  });
});

describe('todos: create', () => {
  const create = (data: DocumentData, role: Role = 'owner') => setDoc(todo(role, 'todo-2'), data);

  it.each(OWNER_TIERS)('lets a %s owner add a todo', async (tier) => {
    await assertSucceeds(setDoc(todo('owner', 'todo-2', UID[tier]), todoData(UID[tier])));
  });

  it.each(['today', 'tomorrow', 'anytime'])('accepts the due type %s', async (dueType) => {
    await assertSucceeds(create(todoData(UID.free, { dueType })));
  });

  it('accepts the longest text and a goal', async () => {
    await assertSucceeds(create(todoData(UID.free, { text: 't'.repeat(1000), goalId: 'g1' })));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(create(todoData(UID.free), role));
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
    await assertSucceeds(
      updateDoc(todo('owner', TODO, UID[tier]), { completed: true, updatedAt: serverTimestamp() }),
    );
  });

  it('lets the owner edit the text, due type and goal', async () => {
    await assertSucceeds(edit({ text: 'Buy trail shoes', dueType: 'tomorrow', goalId: 'g1' }));
    expect(await rules.read(`users/${UID.free}/todos/${TODO}`)).toMatchObject({
      text: 'Buy trail shoes',
      goalId: 'g1',
    });
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(edit({ completed: true }, role));
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
    await assertSucceeds(deleteDoc(todo('owner', TODO, UID[tier])));
    expect(await rules.ids(`users/${UID[tier]}/todos`)).toEqual([]);
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(deleteDoc(todo(role)));
  });
});
