// Counted collections (projects, goals, groups). Every create and delete moves
// users/{uid}/usage/counts by exactly one in the same transaction, after checking the tier's
// limit from config/plans, so the API keeps the invariant the security rules enforce on the
// web app's batches. Each step writes the count, `lastChange: {collection, id, op}` naming the
// document that moved it, and updatedAt, as the web's batches must (see firestore.rules), so
// both writers leave the same shape behind.
import {
  canCreateMore,
  COUNTED_COLLECTIONS,
  limitReachedMessage,
  type CountedCollection,
} from '@pomoplan/domain';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { LimitReachedError } from '../platform/errors';
import { getEach, runTransaction, serverTime, userDoc } from '../platform/firestore';
import { plansConfigFrom, plansDoc, tierOf } from './plans';

export type Counts = Record<CountedCollection, number>;

export const ZERO_COUNTS: Readonly<Counts> = { projects: 0, goals: 0, groups: 0 };

export function countsDoc(uid: string): DocumentReference {
  return userDoc(uid).collection('usage').doc('counts');
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The stored counts, or, when the document is missing or damaged, the real numbers counted
 * inside the transaction so the counter starts out exact.
 */
async function readCounts(
  tx: Transaction,
  uid: string,
  stored: DocumentData | undefined,
): Promise<{ counts: Counts; exists: boolean }> {
  if (stored && COUNTED_COLLECTIONS.every((collection) => isCount(stored[collection]))) {
    return {
      counts: { projects: stored.projects, goals: stored.goals, groups: stored.groups },
      exists: true,
    };
  }
  return { counts: await recount(tx, uid), exists: false };
}

/** The real numbers of projects, goals and groups, counted inside the transaction. */
export async function recount(tx: Transaction, uid: string): Promise<Counts> {
  const counts: Counts = { ...ZERO_COUNTS };
  for (const collection of COUNTED_COLLECTIONS) {
    const snapshot = await tx.get(userDoc(uid).collection(collection).count());
    counts[collection] = snapshot.data().count;
  }
  return counts;
}

function writeCounts(
  tx: Transaction,
  uid: string,
  current: { counts: Counts; exists: boolean },
  change: { collection: CountedCollection; id: string; op: 'create' | 'delete' },
): void {
  const step = change.op === 'create' ? 1 : -1;
  const value = Math.max(0, current.counts[change.collection] + step);
  const fields = { [change.collection]: value, lastChange: change, updatedAt: serverTime() };
  if (current.exists) tx.update(countsDoc(uid), fields);
  else tx.set(countsDoc(uid), { ...current.counts, ...fields });
}

/**
 * Creates a document in a counted collection. `prepare` runs inside the transaction, may read
 * (and throw to refuse), and returns the fields to store; timestamps are added here.
 */
export async function createCounted(
  uid: string,
  collection: CountedCollection,
  prepare: (tx: Transaction) => Promise<DocumentData>,
): Promise<DocumentReference> {
  // The id is chosen once, so a retried transaction names the same document in lastChange.
  const ref = userDoc(uid).collection(collection).doc();
  await runTransaction(async (tx) => {
    const [user, plans, countsSnapshot] = await getEach(
      tx,
      userDoc(uid),
      plansDoc(),
      countsDoc(uid),
    );
    const data = await prepare(tx);
    const current = await readCounts(tx, uid, countsSnapshot.data());
    const tier = tierOf(user.data());
    const limit = plansConfigFrom(plans.data()).limits[tier][collection];
    if (!canCreateMore(limit, current.counts[collection])) {
      throw new LimitReachedError(limitReachedMessage(tier, collection, limit));
    }
    tx.create(ref, { ...data, createdAt: serverTime(), updatedAt: serverTime() });
    writeCounts(tx, uid, current, { collection, id: ref.id, op: 'create' });
  });
  return ref;
}

export type CountedDocs = Partial<
  Record<CountedCollection, readonly { id: string; data: DocumentData }[]>
>;

/**
 * Creates those of `docs` that do not exist yet, in any of the counted collections, all in one
 * transaction: refused as a whole (nothing written) when they would pass one of the tier's
 * limits. A document's own createdAt is kept (an import keeps when an item was first made).
 * Returns how many were created; each count moves by its collection's share, lastChange naming
 * the last document created.
 */
export async function createCountedMany(uid: string, docs: CountedDocs): Promise<number> {
  const all = COUNTED_COLLECTIONS.flatMap((collection) =>
    (docs[collection] ?? []).map((doc) => ({
      collection,
      ref: userDoc(uid).collection(collection).doc(doc.id),
      data: doc.data,
    })),
  );
  if (all.length === 0) return 0;
  return runTransaction(async (tx) => {
    const [user, plans, countsSnapshot, ...existing] = await getEach(
      tx,
      userDoc(uid),
      plansDoc(),
      countsDoc(uid),
      ...all.map((doc) => doc.ref),
    );
    const missing = all.filter((_, index) => !existing[index]?.exists);
    const last = missing.at(-1);
    if (!last) return 0;
    const current = await readCounts(tx, uid, countsSnapshot.data());
    const tier = tierOf(user.data());
    const after = { ...current, counts: { ...current.counts } };
    for (const { collection } of missing) after.counts[collection] += 1;
    for (const collection of COUNTED_COLLECTIONS) {
      const limit = plansConfigFrom(plans.data()).limits[tier][collection];
      const added = after.counts[collection] - current.counts[collection];
      if (added > 0 && !canCreateMore(limit, after.counts[collection] - 1)) {
        throw new LimitReachedError(limitReachedMessage(tier, collection, limit));
      }
    }
    for (const { ref, data } of missing) {
      tx.create(ref, { createdAt: serverTime(), ...data, updatedAt: serverTime() });
    }
    const lastChange = { collection: last.collection, id: last.ref.id, op: 'create' };
    const fields = { ...after.counts, lastChange, updatedAt: serverTime() };
    if (current.exists) tx.update(countsDoc(uid), fields);
    else tx.set(countsDoc(uid), fields);
    return missing.length;
  });
}

/** Deletes a document of a counted collection and uncounts it; false when there is none. */
export async function deleteCounted(
  uid: string,
  collection: CountedCollection,
  id: string,
): Promise<boolean> {
  const ref = userDoc(uid).collection(collection).doc(id);
  return runTransaction(async (tx) => {
    const [snapshot, countsSnapshot] = await getEach(tx, ref, countsDoc(uid));
    if (!snapshot.exists) return false;
    const current = await readCounts(tx, uid, countsSnapshot.data());
    tx.delete(ref);
    writeCounts(tx, uid, current, { collection, id, op: 'delete' });
    return true;
  });
}
