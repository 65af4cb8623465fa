// Collections that only the server writes: either readable by their owner (analyses, activity,
// notifications) or closed to every client (private, stripeEvents, mail, config/integrations).

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTRUDERS, OWNER_TIERS, UID, type RulesHarness } from './env';

export const SEEDED_ID = 'seeded';

/**
 * users/{uid}/<name>: the owner may get and list (a page of at most 500), nobody may write.
 * `sample` is a document as the server writes it.
 */
export function describeOwnerReadOnly(
  rules: RulesHarness,
  name: string,
  sample: () => DocumentData,
  options: { ownerMayUpdate?: boolean } = {},
): void {
  const path = (uid: string, id = SEEDED_ID) => `users/${uid}/${name}/${id}`;

  beforeEach(() =>
    rules.seed(Object.fromEntries(OWNER_TIERS.map((tier) => [path(UID[tier]), sample()]))),
  );

  describe(`${name}: get`, () => {
    it.each(OWNER_TIERS)('lets a %s owner read one', async (tier) => {
      await assertSucceeds(getDoc(doc(rules.db(UID[tier]), path(UID[tier]))));
    });

    it.each(INTRUDERS)('refuses %s', async (role) => {
      await assertFails(getDoc(doc(rules.as(role), path(UID.free))));
    });
  });

  describe(`${name}: list`, () => {
    const list = (db: Firestore) => collection(db, 'users', UID.free, name);

    it.each(OWNER_TIERS)('lets a %s owner list a page of at most 500', async (tier) => {
      const page = await assertSucceeds(
        getDocs(query(collection(rules.db(UID[tier]), 'users', UID[tier], name), limit(500))),
      );
      expect(page.docs.map((snap) => snap.id)).toEqual([SEEDED_ID]);
    });

    it('refuses a list without a limit', async () => {
      await assertFails(getDocs(list(rules.db(UID.free))));
    });

    it('refuses a page over 500', async () => {
      await assertFails(getDocs(query(list(rules.db(UID.free)), limit(501))));
    });

    it.each(INTRUDERS)('refuses %s', async (role) => {
      await assertFails(getDocs(query(list(rules.as(role)), limit(10))));
    });
  });

  describe(`${name}: writes are the server's`, () => {
    it.each(OWNER_TIERS)('refuses a %s owner a create', async (tier) => {
      await assertFails(setDoc(doc(rules.db(UID[tier]), path(UID[tier], 'mine')), sample()));
    });

    it.each(INTRUDERS)('refuses %s a create', async (role) => {
      await assertFails(setDoc(doc(rules.as(role), path(UID.free, 'mine')), sample()));
    });

    if (!options.ownerMayUpdate) {
      it.each(OWNER_TIERS)('refuses a %s owner an update', async (tier) => {
        await assertFails(
          updateDoc(doc(rules.db(UID[tier]), path(UID[tier])), {
            ...sample(),
            updatedAt: serverTimestamp(),
          }),
        );
      });
    }

    it.each(INTRUDERS)('refuses %s an update', async (role) => {
      await assertFails(
        updateDoc(doc(rules.as(role), path(UID.free)), {
          ...sample(),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it.each(OWNER_TIERS)('refuses a %s owner a delete', async (tier) => {
      await assertFails(deleteDoc(doc(rules.db(UID[tier]), path(UID[tier]))));
      expect(await rules.read(path(UID[tier]))).toBeDefined();
    });

    it.each(INTRUDERS)('refuses %s a delete', async (role) => {
      await assertFails(deleteDoc(doc(rules.as(role), path(UID.free))));
    });
  });
}

/**
 * A path no client may touch: `docPath` is a seeded document, `owner` the uid it concerns
 * (null for server-wide data), so that the owner is tried as well as strangers.
 */
export function describeClosed(
  rules: RulesHarness,
  docPath: string,
  sample: () => DocumentData,
  owner: string | null,
): void {
  const collectionPath = docPath.slice(0, docPath.lastIndexOf('/'));
  const roles: [string, () => Firestore][] = [
    ['signed out', () => rules.db(null)],
    ['another user', () => rules.db(UID.other)],
    ...(owner
      ? [['its owner', () => rules.db(owner)] as [string, () => Firestore]]
      : OWNER_TIERS.map((tier): [string, () => Firestore] => [
          `a ${tier} user`,
          () => rules.db(UID[tier]),
        ])),
  ];

  beforeEach(() => rules.seed({ [docPath]: sample() }));

  describe(`${docPath}: closed to every client`, () => {
    it.each(roles)('refuses %s a get', async (_label, db) => {
      await assertFails(getDoc(doc(db(), docPath)));
    });

    it.each(roles)('refuses %s a list, even a bounded one', async (_label, db) => {
      await assertFails(getDocs(query(collection(db(), collectionPath), limit(1))));
    });

    it.each(roles)('refuses %s a create', async (_label, db) => {
      await assertFails(setDoc(doc(db(), `${collectionPath}/new`), sample()));
    });

    it.each(roles)('refuses %s an update', async (_label, db) => {
      await assertFails(setDoc(doc(db(), docPath), { forged: true }, { merge: true }));
    });

    it.each(roles)('refuses %s a delete', async (_label, db) => {
      await assertFails(deleteDoc(doc(db(), docPath)));
      expect(await rules.read(docPath)).toBeDefined();
    });
  });
}
