// The write of an undo (see restore.ts): the deleted documents back under their ids, parents
// first, with the caps steps the rules want of every create.
import { ACCOUNT_CAPPED } from '@pomoplan/domain';
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

/** What the account's caps document counts (tasks and todos) is in its window of creates. */
const isWindowed = (counted: string | undefined) => ACCOUNT_CAPPED.some((kind) => kind === counted);

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
    const refs = run.map(({ ref }) => ref);
    const commit = (opens: boolean) => {
      const batch = writeBatch(db);
      for (const { ref, data } of run) batch.set(ref, data);
      addCapsSteps(batch, refs, opens);
      return pendingWrite(batch.commit());
    };
    await commit(false).catch(async (error: unknown) => {
      const windowed = refs.filter((ref) => isWindowed(countedBy(ref)?.counted));
      if (!windowed[0]) throw error;
      // A large restore waits for the next minute of creates rather than stop half-way.
      const { retryRefusedCreate } = await import('./capRefusal');
      await retryRefusedCreate(
        { ref: windowed[0], adding: windowed.length, waitForWindow: true },
        error,
        commit,
      );
    });
  }
}
