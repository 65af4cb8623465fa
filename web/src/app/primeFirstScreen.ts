// A first visit on this browser (an empty Firestore cache) would show the To Do list only once
// Firestore's live channel has opened and answered. The API sends the same documents in a
// bundle over a plain request instead, started as soon as the session exists and loaded into
// the cache, from which the page's listeners paint; the live channel takes over from there.
import type { Firestore } from 'firebase/firestore';
import { fetchFirstScreenBundle } from '../api/firstScreen';
import { cacheHoldsUser, loadIntoCache } from '../data/firstScreenCache';

/**
 * Fills an empty cache with `uid`'s first screen; a cache that holds their data is left alone.
 * `cacheExisted`: whether the browser had a Firestore cache when the app started (on a new
 * browser the request then goes out at once, without waiting for Firestore's cache to open).
 */
export async function primeFirstScreen(
  db: Firestore,
  uid: string,
  cacheExisted: Promise<boolean>,
): Promise<void> {
  try {
    if ((await cacheExisted) && (await cacheHoldsUser(db, uid))) return;
    await loadIntoCache(db, await fetchFirstScreenBundle());
  } catch {
    // Only a head start: without it the listeners still bring the same data from the server.
  }
}
