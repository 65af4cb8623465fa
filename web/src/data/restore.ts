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
import { addCapsSteps, countedBy } from './caps';
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

const BATCH_LIMIT = 500;

/** The documents in order, in runs that fit a batch together with their caps steps. */
function batchesOf(documents: readonly StoredDocument[]): StoredDocument[][] {
  const batches: StoredDocument[][] = [];
  let current: StoredDocument[] = [];
  let caps = new Set<string>();
  for (const document of documents) {
    const path = countedBy(document.ref)?.caps ?? null;
    const addsCaps = path !== null && !caps.has(path);
    if (current.length + 1 + caps.size + (addsCaps ? 1 : 0) > BATCH_LIMIT) {
      batches.push(current);
      current = [];
      caps = new Set();
    }
    current.push(document);
    if (path !== null) caps.add(path);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Writes the documents back, parents first (a subtask's rule needs its task to exist after the
 * batch), each batch with the caps steps the rules want of every create; a batch holds at most
 * 500 writes, so a large restore is split.
 */
export function restoreOf(db: Firestore, documents: readonly StoredDocument[]): Restore {
  return async () => {
    for (const run of batchesOf(documents)) {
      const batch = writeBatch(db);
      for (const { ref, data } of run) batch.set(ref, data);
      addCapsSteps(
        batch,
        run.map(({ ref }) => ref),
      );
      await pendingWrite(batch.commit());
    }
  };
}
