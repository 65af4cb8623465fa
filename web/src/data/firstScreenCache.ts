// Filling Firestore's cache ahead of the listeners. A listener answers from the cache as soon as
// the cache holds documents for its query, and keeps listening to the server, which then sends
// only what changed; without the documents it waits for the server's first snapshot.
import { getDocFromCache, loadBundle, type Firestore } from 'firebase/firestore';
import { userRef } from './users';

/**
 * Whether this browser held any Firestore cache before this page used Firestore, asked of
 * IndexedDB itself: Firestore's own answer waits for its cache to open (hundreds of
 * milliseconds on a new browser), which would hold back the request for the bundle. Called
 * before the first listener, which creates the database. Unknown (no indexedDB.databases) counts
 * as yes, so the caller asks Firestore.
 */
export async function cacheExisted(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name?.startsWith('firestore/'));
  } catch {
    return true;
  }
}

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
