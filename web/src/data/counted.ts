// Creates and deletes of the counted collections (projects, goals, groups). The security rules
// accept such a write only together with a matching step of users/{uid}/usage/counts in the
// same batch; these two verbs build that batch, so no other code needs to know the pattern.
//
// The counter update carries `lastChange: {collection, id, op}`, naming the document the batch
// creates or deletes: the rules check both that the document moves with the counter and that
// the counter moves with the document (see the header of firestore.rules).

import type { CountedCollection, GoalInput, GroupInput, ProjectInput } from '@pomoplan/domain';
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { pendingWrite } from './sync/pendingWrites';

/** What a create writes besides the timestamps: exactly the keys the rules expect. */
export interface CountedInput {
  projects: ProjectInput;
  goals: GoalInput;
  groups: GroupInput;
}

type CounterOp = 'create' | 'delete';

function counterStep(collectionName: CountedCollection, id: string, op: CounterOp) {
  return {
    [collectionName]: increment(op === 'create' ? 1 : -1),
    lastChange: { collection: collectionName, id, op },
    updatedAt: serverTimestamp(),
  };
}

function countsRef(db: Firestore, uid: string) {
  return doc(db, 'users', uid, 'usage', 'counts');
}

/**
 * Creates a project, goal or group and counts it, in one batch. Resolves with the new id;
 * rejects with Firestore's permission-denied when the tier's limit is reached.
 *
 * `data` should come from the collection's input schema (trimmed, defaults applied): the rules
 * refuse missing or unknown keys.
 */
export async function createCounted<C extends CountedCollection>(
  db: Firestore,
  uid: string,
  collectionName: C,
  data: CountedInput[C],
  /** Told the new id and the write as soon as the batch is in the cache, to show it at once. */
  started?: (id: string, written: Promise<void>) => void,
): Promise<string> {
  const ref = doc(collection(db, 'users', uid, collectionName));
  const batch = writeBatch(db);
  batch.set(ref, { ...data, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  batch.update(countsRef(db, uid), counterStep(collectionName, ref.id, 'create'));
  const written = pendingWrite(batch.commit());
  started?.(ref.id, written);
  await written;
  return ref.id;
}

/** Deletes a project, goal or group and uncounts it, in one batch. */
export async function deleteCounted(
  db: Firestore,
  uid: string,
  collectionName: CountedCollection,
  id: string,
): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'users', uid, collectionName, id));
  batch.update(countsRef(db, uid), counterStep(collectionName, id, 'delete'));
  await pendingWrite(batch.commit());
}
