// The behaviour the three counted collections (projects, goals, groups) share: every operation
// for every role, tier limits through the web app's createCounted/deleteCounted, the forged
// batches that try to get around the counter, racing creates and a downgrade.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { DEFAULT_PLANS_CONFIG, type Tier } from '@pomoplan/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CountedCollection } from '@pomoplan/domain';
import { createCounted, deleteCounted, type CountedInput } from '../../../web/src/data/counted';
import { INTRUDERS, OWNER_TIERS, UID, type RulesHarness } from './env';
import { COUNTED_DATA, rawCountedWrite, without } from './fixtures';

export const EXISTING_ID = 'existing';

export interface CountedSuiteOptions<C extends CountedCollection> {
  name: C;
  /** A valid create input as the web app passes it to createCounted. */
  input: CountedInput[C];
  /** A valid partial update (without updatedAt). */
  update: DocumentData;
}

/** Seeds one item per owner and sets every counter to match, as after three creates. */
export async function seedExisting(rules: RulesHarness, name: CountedCollection): Promise<void> {
  const docs: Record<string, DocumentData> = {};
  for (const tier of OWNER_TIERS) {
    const uid = UID[tier];
    docs[`users/${uid}/${name}/${EXISTING_ID}`] = COUNTED_DATA[name]();
    docs[`users/${uid}/usage/counts`] = {
      projects: 0,
      goals: 0,
      groups: 0,
      [name]: 1,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
  }
  await rules.seed(docs);
}

export async function count(rules: RulesHarness, uid: string, name: CountedCollection) {
  return (await rules.read(`users/${uid}/usage/counts`))?.[name] as number | undefined;
}

export function describeCountedCollection<C extends CountedCollection>(
  rules: RulesHarness,
  options: CountedSuiteOptions<C>,
): void {
  const { name, input, update } = options;
  const path = (uid: string, id = EXISTING_ID) => `users/${uid}/${name}/${id}`;
  const createAs = (tier: Tier) => createCounted(rules.db(UID[tier]), UID[tier], name, input);

  describe(`${name}: every operation for every role`, () => {
    beforeEach(() => seedExisting(rules, name));

    it.each(OWNER_TIERS)('lets a %s owner get an item', async (tier) => {
      await assertSucceeds(getDoc(doc(rules.db(UID[tier]), path(UID[tier]))));
    });

    it.each(OWNER_TIERS)('lets a %s owner list a page of at most 500', async (tier) => {
      const snapshot = await assertSucceeds(
        getDocs(query(collection(rules.db(UID[tier]), 'users', UID[tier], name), limit(500))),
      );
      expect(snapshot.docs.map((snap) => snap.id)).toEqual([EXISTING_ID]);
    });

    // The master tier is unlimited, so the tier does not bound a list: the query must.
    it('refuses a list without a limit, or with a limit over 500', async () => {
      const all = collection(rules.db(UID.master), 'users', UID.master, name);
      await assertFails(getDocs(all));
      await assertFails(getDocs(query(all, limit(501))));
    });

    it.each(OWNER_TIERS)('lets a %s owner update an item', async (tier) => {
      await assertSucceeds(
        updateDoc(doc(rules.db(UID[tier]), path(UID[tier])), {
          ...update,
          updatedAt: serverTimestamp(),
        }),
      );
      expect(await rules.read(path(UID[tier]))).toMatchObject(update);
    });

    it.each(OWNER_TIERS)('lets a %s owner delete an item and uncount it', async (tier) => {
      await assertSucceeds(deleteCounted(rules.db(UID[tier]), UID[tier], name, EXISTING_ID));
      expect(await rules.read(path(UID[tier]))).toBeUndefined();
      expect(await count(rules, UID[tier], name)).toBe(0);
    });

    it.each(INTRUDERS)('refuses %s a get', async (role) => {
      await assertFails(getDoc(doc(rules.as(role), path(UID.free))));
    });

    it.each(INTRUDERS)('refuses %s a list', async (role) => {
      await assertFails(getDocs(collection(rules.as(role), 'users', UID.free, name)));
    });

    it.each(INTRUDERS)('refuses %s a counted create in the owner’s data', async (role) => {
      await assertFails(createCounted(rules.as(role), UID.pro, name, input));
      expect(await rules.ids(`users/${UID.pro}/${name}`)).toEqual([EXISTING_ID]);
    });

    it.each(INTRUDERS)('refuses %s an update', async (role) => {
      await assertFails(
        updateDoc(doc(rules.as(role), path(UID.free)), { ...update, updatedAt: serverTimestamp() }),
      );
    });

    it.each(INTRUDERS)('refuses %s a counted delete', async (role) => {
      await assertFails(deleteCounted(rules.as(role), UID.free, name, EXISTING_ID));
      expect(await rules.read(path(UID.free))).toBeDefined();
    });
  });

  describe(`${name}: tier limits`, () => {
    it('lets a free user create the first one and refuses the second', async () => {
      const first = await assertSucceeds(createAs('free'));
      await assertFails(createAs('free'));
      expect(await rules.ids(`users/${UID.free}/${name}`)).toEqual([first]);
      expect(await count(rules, UID.free, name)).toBe(1);
    });

    it('lets a pro user create a second one', async () => {
      await assertSucceeds(createAs('pro'));
      await assertSucceeds(createAs('pro'));
      expect(await rules.ids(`users/${UID.pro}/${name}`)).toHaveLength(2);
      expect(await count(rules, UID.pro, name)).toBe(2);
    });

    it('lets a master user (limit -1) create 20', async () => {
      for (let i = 0; i < 20; i += 1) await assertSucceeds(createAs('master'));
      expect(await rules.ids(`users/${UID.master}/${name}`)).toHaveLength(20);
      expect(await count(rules, UID.master, name)).toBe(20);
    });

    it('follows the limits the admin sets in config/plans', async () => {
      await rules.seed({
        'config/plans': {
          ...DEFAULT_PLANS_CONFIG,
          limits: {
            ...DEFAULT_PLANS_CONFIG.limits,
            free: { ...DEFAULT_PLANS_CONFIG.limits.free, [name]: 2 },
            pro: { ...DEFAULT_PLANS_CONFIG.limits.pro, [name]: 0 },
          },
        },
      });
      await assertSucceeds(createAs('free'));
      await assertSucceeds(createAs('free'));
      await assertFails(createAs('free'));
      await assertFails(createAs('pro'));
    });

    it('leaves exactly one of five racing creates of a free user', async () => {
      // Separate clients, so that the five batches really reach the emulator concurrently.
      const clients = Array.from({ length: 5 }, () => rules.newClient(UID.free));
      const results = await Promise.allSettled(
        clients.map((db) => createCounted(db, UID.free, name, input)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(await rules.ids(`users/${UID.free}/${name}`)).toHaveLength(1);
      expect(await count(rules, UID.free, name)).toBe(1);
    });

    it('after a downgrade from pro to free with 3 items, keeps them editable and deletable but refuses a new one', async () => {
      const ids = [await createAs('pro'), await createAs('pro'), await createAs('pro')];
      await rules.setTier(UID.pro, 'free');
      const db = rules.db(UID.pro);

      await assertSucceeds(getDoc(doc(db, path(UID.pro, ids[0]))));
      await assertSucceeds(
        updateDoc(doc(db, path(UID.pro, ids[0])), { ...update, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(deleteCounted(db, UID.pro, name, ids[1] ?? ''));
      await assertFails(createCounted(db, UID.pro, name, input));
      expect(await count(rules, UID.pro, name)).toBe(2);
      expect(await rules.ids(`users/${UID.pro}/${name}`)).toHaveLength(2);
    });
  });

  describe(`${name}: forged counter steps`, () => {
    const fresh = 'fresh';

    it('refuses a create without the counter', async () => {
      await assertFails(
        rawCountedWrite(rules.db(UID.pro), UID.pro, name, fresh, COUNTED_DATA[name](), null),
      );
    });

    it('accepts the same batch built by hand, proving the forgeries below differ in one thing', async () => {
      await assertSucceeds(
        rawCountedWrite(rules.db(UID.pro), UID.pro, name, fresh, COUNTED_DATA[name](), { by: 1 }),
      );
    });

    it.each([
      ['raises the counter by 2', { by: 2 }],
      ['leaves the count as it is', { by: 0 }],
      [
        'names another document',
        { by: 1, lastChange: { collection: name, id: 'other', op: 'create' } },
      ],
      [
        'calls the create a delete',
        { by: 1, lastChange: { collection: name, id: fresh, op: 'delete' } },
      ],
      ['has no marker', { by: 1, lastChange: null }],
    ])('refuses a create whose counter step %s', async (_label, step) => {
      await assertFails(
        rawCountedWrite(rules.db(UID.pro), UID.pro, name, fresh, COUNTED_DATA[name](), step),
      );
      expect(await rules.read(path(UID.pro, fresh))).toBeUndefined();
    });

    it('refuses a create that counts it in another collection', async () => {
      const otherName = name === 'projects' ? 'goals' : 'projects';
      await assertFails(
        rawCountedWrite(rules.db(UID.pro), UID.pro, name, fresh, COUNTED_DATA[name](), {
          by: 1,
          lastChange: { collection: otherName, id: fresh, op: 'create' },
        }),
      );
    });

    it('refuses a plain set without the counter', async () => {
      await assertFails(setDoc(doc(rules.db(UID.pro), path(UID.pro, fresh)), COUNTED_DATA[name]()));
    });

    it('refuses a delete without the counter', async () => {
      await seedExisting(rules, name);
      await assertFails(deleteDoc(doc(rules.db(UID.pro), path(UID.pro))));
      await assertFails(rawCountedWrite(rules.db(UID.pro), UID.pro, name, EXISTING_ID, null, null));
    });

    it.each([
      ['lowers the counter by 2', { by: -2 }],
      ['raises it', { by: 1 }],
      [
        'names another document',
        { by: -1, lastChange: { collection: name, id: 'other', op: 'delete' } },
      ],
      [
        'calls the delete a create',
        { by: -1, lastChange: { collection: name, id: EXISTING_ID, op: 'create' } },
      ],
    ])('refuses a delete whose counter step %s', async (_label, step) => {
      await seedExisting(rules, name);
      await assertFails(rawCountedWrite(rules.db(UID.pro), UID.pro, name, EXISTING_ID, null, step));
      expect(await rules.read(path(UID.pro))).toBeDefined();
    });

    it('refuses two creates counted as one', async () => {
      const db = rules.db(UID.pro);
      const batch = writeBatch(db);
      batch.set(doc(db, path(UID.pro, 'a')), COUNTED_DATA[name]());
      batch.set(doc(db, path(UID.pro, 'b')), COUNTED_DATA[name]());
      batch.update(doc(db, 'users', UID.pro, 'usage', 'counts'), {
        [name]: increment(1),
        lastChange: { collection: name, id: 'a', op: 'create' },
        updatedAt: serverTimestamp(),
      });
      await assertFails(batch.commit());
      expect(await rules.ids(`users/${UID.pro}/${name}`)).toEqual([]);
    });

    it('refuses two deletes counted as one', async () => {
      await seedExisting(rules, name);
      await rules.seed({
        [path(UID.pro, 'second')]: COUNTED_DATA[name](),
        [`users/${UID.pro}/usage/counts`]: {
          projects: 0,
          goals: 0,
          groups: 0,
          [name]: 2,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        },
      });
      const db = rules.db(UID.pro);
      const batch = writeBatch(db);
      batch.delete(doc(db, path(UID.pro)));
      batch.delete(doc(db, path(UID.pro, 'second')));
      batch.update(doc(db, 'users', UID.pro, 'usage', 'counts'), {
        [name]: increment(-1),
        lastChange: { collection: name, id: EXISTING_ID, op: 'delete' },
        updatedAt: serverTimestamp(),
      });
      await assertFails(batch.commit());
      expect(await rules.ids(`users/${UID.pro}/${name}`)).toHaveLength(2);
    });

    it('refuses creating over an existing id (an update dressed as a counted create)', async () => {
      await seedExisting(rules, name);
      await assertFails(
        rawCountedWrite(rules.db(UID.pro), UID.pro, name, EXISTING_ID, COUNTED_DATA[name](), {
          by: 1,
        }),
      );
      expect(await count(rules, UID.pro, name)).toBe(1);
    });
  });

  describe(`${name}: document envelope`, () => {
    beforeEach(() => seedExisting(rules, name));

    const create = (data: DocumentData) =>
      rawCountedWrite(rules.db(UID.pro), UID.pro, name, 'fresh', data, { by: 1 });

    it('refuses an unknown key on create', async () => {
      await assertFails(create(COUNTED_DATA[name]({ ownerId: UID.pro })));
    });

    it('refuses a create that leaves out a key', async () => {
      await assertFails(create(without(COUNTED_DATA[name](), 'color')));
    });

    it('refuses a create with client-chosen timestamps', async () => {
      const past = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
      await assertFails(create(COUNTED_DATA[name]({ createdAt: past })));
      await assertFails(create(COUNTED_DATA[name]({ updatedAt: past })));
    });

    const existing = () => doc(rules.db(UID.pro), path(UID.pro));

    it('refuses an update that adds an unknown key', async () => {
      await assertFails(updateDoc(existing(), { archived: true, updatedAt: serverTimestamp() }));
    });

    it('refuses an update of createdAt', async () => {
      await assertFails(
        updateDoc(existing(), {
          ...update,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('refuses an update without updatedAt set to the server time', async () => {
      await assertFails(updateDoc(existing(), update));
    });
  });
}
