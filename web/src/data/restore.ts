// Undo of a delete: the deleted documents are written back under their ids with every stored
// field, createdAt and updatedAt included. The rules accept such a create from the owner
// (past times, in order) with the same checks as a new document.
import {
  getDoc,
  getDocFromCache,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { StoredDocument } from './writeBack';

export type { StoredDocument } from './writeBack';

/** Writes what a delete removed back; rejects when the rules refuse it. */
export type Restore = () => Promise<void>;

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
 * Writes the documents back when called. The writing is loaded on the first undo, since only an
 * Undo click needs it (the service worker holds it for offline use).
 */
export function restoreOf(db: Firestore, documents: readonly StoredDocument[]): Restore {
  return async () => {
    const { writeBack } = await import('./writeBack');
    await writeBack(db, documents);
  };
}
