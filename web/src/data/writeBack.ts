// The write of an undo (see restore.ts): the deleted documents back under their ids, parents
// first, with the caps steps the rules want of every create.
import {
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { addCapsSteps, countedBy } from './caps';
import { pendingWrite } from './sync/pendingWrites';

/** A document as it was stored, read before its delete. */
export interface StoredDocument {
  ref: DocumentReference;
  data: DocumentData;
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
export async function writeBack(
  db: Firestore,
  documents: readonly StoredDocument[],
): Promise<void> {
  for (const run of batchesOf(documents)) {
    const batch = writeBatch(db);
    for (const { ref, data } of run) batch.set(ref, data);
    addCapsSteps(
      batch,
      run.map(({ ref }) => ref),
    );
    await pendingWrite(batch.commit());
  }
}
