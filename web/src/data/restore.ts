// Undo of a delete: the deleted documents are written back under their ids with every stored
// field, createdAt and updatedAt included. The rules accept such a create from the owner
// (past times, in order) with the same checks as a new document.
import {
  getDoc,
  getDocFromCache,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { pendingWrite } from './sync/pendingWrites';

/** Writes what a delete removed back; rejects when the rules refuse it. */
export type Restore = () => Promise<void>;

export interface StoredDocument {
  ref: DocumentReference;
  data: DocumentData;
}

/**
 * The stored fields of a document about to be deleted, as written (raw Timestamps, no
 * converter). A listener usually holds it already, so the cache answers without a round trip.
 */
export async function readForRestore(ref: DocumentReference): Promise<StoredDocument | null> {
  const raw = ref.withConverter(null);
  let snapshot;
  try {
    snapshot = await getDocFromCache(raw);
  } catch {
    snapshot = await getDoc(raw);
  }
  const data = snapshot.data();
  return data ? { ref: raw, data } : null;
}

/**
 * Writes the documents back in one batch, parents first (a subtask's rule needs its task to
 * exist after the batch). Batches hold at most 500 writes; a restore larger than that is split.
 */
export function restoreOf(db: Firestore, documents: readonly StoredDocument[]): Restore {
  return async () => {
    for (let start = 0; start < documents.length; start += 500) {
      const batch = writeBatch(db);
      for (const { ref, data } of documents.slice(start, start + 500)) batch.set(ref, data);
      await pendingWrite(batch.commit());
    }
  };
}
