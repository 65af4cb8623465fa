// Writes over many documents, in batches of at most 500 (Firestore's batch limit; the rules
// also refuse a list without a limit of at most 500).

import {
  getDocs,
  limit,
  query,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { pendingWrite } from './sync/pendingWrites';

const BATCH_LIMIT = 500;

/** Deletes documents in batches of at most 500 writes. */
export async function deleteInBatches(
  db: Firestore,
  refs: readonly DocumentReference[],
): Promise<void> {
  for (let start = 0; start < refs.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const ref of refs.slice(start, start + BATCH_LIMIT)) batch.delete(ref);
    await pendingWrite(batch.commit());
  }
}

/**
 * Applies `fields` (and `updatedAt`) to every document of `matching`, a batch at a time, until
 * none is left; the API's platform/writes.ts does the same on the server. The update must take
 * the documents out of the query, or this would not end.
 */
export async function updateAllMatching(
  db: Firestore,
  matching: Query,
  fields: DocumentData,
): Promise<void> {
  const page = query(matching.withConverter(null), limit(BATCH_LIMIT));
  for (;;) {
    const snapshot = await getDocs(page);
    if (snapshot.empty) return;
    const batch = writeBatch(db);
    for (const document of snapshot.docs) {
      batch.update(document.ref, { ...fields, updatedAt: serverTimestamp() });
    }
    await pendingWrite(batch.commit());
  }
}

/**
 * Deletes a document that others point at (a goal its todos, a group its goals), as the API's
 * DELETE does: the pointers are cleared before the delete, and again after it for one set in
 * between, so that nothing is left pointing at a document that is gone.
 */
export async function deleteUnlinking(
  db: Firestore,
  linked: Query,
  unlink: DocumentData,
  remove: () => Promise<void>,
): Promise<void> {
  await updateAllMatching(db, linked, unlink);
  await remove();
  await updateAllMatching(db, linked, unlink);
}
