// Filling Firestore's cache ahead of the listeners. A listener answers from the cache as soon as
// the cache holds documents for its query, and keeps listening to the server, which then sends
// only what changed; without the documents it waits for the server's first snapshot.
import { getDocFromCache, loadBundle, type Firestore } from 'firebase/firestore';
import { userRef } from './users';

/** Whether an earlier visit left this user's data in the cache. */
export async function cacheHoldsUser(db: Firestore, uid: string): Promise<boolean> {
  try {
    return (await getDocFromCache(userRef(db, uid))).exists();
  } catch {
    // Firestore rejects a read from the cache of a document the cache does not hold.
    return false;
  }
}

/** Writes a bundle's documents and named queries into the cache; listeners show them at once. */
export async function loadIntoCache(db: Firestore, bundle: ArrayBuffer): Promise<void> {
  await loadBundle(db, bundle);
}
