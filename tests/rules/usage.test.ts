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
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCounted } from '../../web/src/data/counted';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv, type Role } from './support/env';
import { counterOnly, projectData, rawCountedWrite } from './support/fixtures';

const rules = useRulesEnv();

const COUNTS = 'usage/counts';
const counts = (role: Role = 'owner', owner: string = UID.pro) =>
  doc(rules.as(role, owner), 'users', owner, 'usage', 'counts');
const countsPath = (uid: string) => `users/${uid}/${COUNTS}`;

// The pro user holds one project, counted, and the marker of the batch that created it.
beforeEach(() =>
  rules.seed({
    [`users/${UID.pro}/projects/kept`]: projectData(),
    [countsPath(UID.pro)]: {
      projects: 1,
      goals: 0,
      groups: 0,
      lastChange: { collection: 'projects', id: 'kept', op: 'create' },
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
  }),
);

describe('usage/counts: get', () => {
  it.each(OWNER_TIERS)('lets a %s owner read their counts', async (tier) => {
    await assertSucceeds(getDoc(counts('owner', UID[tier])));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDoc(counts(role)));
  });
});

describe('usage/counts: list', () => {
  it.each<Role>(['owner', ...INTRUDERS])(
    'refuses %s: there is one document to get',
    async (role) => {
      await assertFails(
        getDocs(query(collection(rules.as(role, UID.pro), 'users', UID.pro, 'usage'), limit(1))),
      );
    },
  );
});

describe('usage/counts: create', () => {
  const fresh = (): DocumentData => ({
    projects: 0,
    goals: 0,
    groups: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  it('refuses the owner: the server creates it at sign-up', async () => {
    await rules.remove(countsPath(UID.free));
    await assertFails(setDoc(counts('owner', UID.free), fresh()));
    expect(await rules.read(countsPath(UID.free))).toBeUndefined();
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await rules.remove(countsPath(UID.free));
    await assertFails(setDoc(counts(role, UID.free), fresh()));
  });

  it('refuses counted creates while the counter is missing', async () => {
    await rules.remove(countsPath(UID.pro));
    await assertFails(
      createCounted(rules.db(UID.pro), UID.pro, 'projects', {
        name: 'x',
        description: null,
        color: '#000000',
      }),
    );
  });
});

describe('usage/counts: update', () => {
  it('accepts a step that matches a counted create in the same batch', async () => {
    await assertSucceeds(
      rawCountedWrite(rules.db(UID.pro), UID.pro, 'projects', 'new', projectData(), { by: 1 }),
    );
    expect(await rules.read(countsPath(UID.pro))).toMatchObject({
      projects: 2,
      lastChange: { collection: 'projects', id: 'new', op: 'create' },
    });
  });

  it.each(INTRUDERS)('refuses %s even with a matching document', async (role) => {
    await assertFails(
      rawCountedWrite(rules.as(role), UID.pro, 'projects', 'new', projectData(), { by: 1 }),
    );
  });

  it.each([
    [
      'raised alone, naming a new id',
      { projects: increment(1), lastChange: { collection: 'projects', id: 'ghost', op: 'create' } },
    ],
    ['raised alone, replaying the last marker', { projects: increment(1) }],
    [
      'raised alone, naming an existing document',
      { projects: increment(1), lastChange: { collection: 'projects', id: 'kept', op: 'create' } },
    ],
    [
      'lowered alone, naming an existing document',
      { projects: increment(-1), lastChange: { collection: 'projects', id: 'kept', op: 'delete' } },
    ],
    [
      'lowered alone, naming a missing document',
      {
        projects: increment(-1),
        lastChange: { collection: 'projects', id: 'ghost', op: 'delete' },
      },
    ],
    [
      'reset to zero',
      { projects: 0, lastChange: { collection: 'projects', id: 'kept', op: 'delete' } },
    ],
    ['raised without a marker', { projects: increment(1), lastChange: null }],
  ])('refuses a counter %s', async (_label, update) => {
    await assertFails(counterOnly(rules.db(UID.pro), UID.pro, update));
    expect(await rules.read(countsPath(UID.pro))).toMatchObject({ projects: 1 });
  });

  it('refuses a step of two counts in one batch', async () => {
    const db = rules.db(UID.pro);
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', UID.pro, 'projects', 'new'), projectData());
    batch.update(doc(db, 'users', UID.pro, 'usage', 'counts'), {
      projects: increment(1),
      goals: increment(1),
      lastChange: { collection: 'projects', id: 'new', op: 'create' },
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it.each([
    ['an extra key', { collection: 'projects', id: 'new', op: 'create', by: 1 }],
    ['no op', { collection: 'projects', id: 'new' }],
    ['an uncounted collection', { collection: 'todos', id: 'new', op: 'create' }],
    ['an id that is a path', { collection: 'projects', id: 'new/x', op: 'create' }],
    ['an unknown op', { collection: 'projects', id: 'new', op: 'upsert' }],
  ])('refuses a marker with %s', async (_label, lastChange) => {
    await assertFails(
      rawCountedWrite(rules.db(UID.pro), UID.pro, 'projects', 'new', projectData(), {
        by: 1,
        lastChange,
      }),
    );
  });

  it('refuses an unknown key next to a valid step', async () => {
    const db = rules.db(UID.pro);
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', UID.pro, 'projects', 'new'), projectData());
    batch.update(doc(db, 'users', UID.pro, 'usage', 'counts'), {
      projects: increment(1),
      lastChange: { collection: 'projects', id: 'new', op: 'create' },
      bonus: 10,
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it('refuses a valid step without updatedAt set to the server time', async () => {
    const db = rules.db(UID.pro);
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', UID.pro, 'projects', 'new'), projectData());
    batch.update(doc(db, 'users', UID.pro, 'usage', 'counts'), {
      projects: increment(1),
      lastChange: { collection: 'projects', id: 'new', op: 'create' },
    });
    await assertFails(batch.commit());
  });

  it('refuses a delete that would take a drifted count below zero', async () => {
    await rules.seed({
      [countsPath(UID.pro)]: {
        projects: 0,
        goals: 0,
        groups: 0,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    });
    await assertFails(
      rawCountedWrite(rules.db(UID.pro), UID.pro, 'projects', 'kept', null, { by: -1 }),
    );
    expect(await rules.read(`users/${UID.pro}/projects/kept`)).toBeDefined();
  });

  it('refuses an update of the counts of another user through their own step', async () => {
    await assertFails(
      updateDoc(counts('owner', UID.pro), { projects: 5, updatedAt: serverTimestamp() }),
    );
  });
});

describe('usage/counts: delete', () => {
  it.each(OWNER_TIERS)('refuses a %s owner', async (tier) => {
    await assertFails(deleteDoc(counts('owner', UID[tier])));
    expect(await rules.read(countsPath(UID[tier]))).toBeDefined();
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(deleteDoc(counts(role)));
  });
});
