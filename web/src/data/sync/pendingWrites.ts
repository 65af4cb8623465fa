// How many of this tab's writes the server has not confirmed yet. Firestore shows a write in the
// cache at once and keeps it (in IndexedDB) until the server takes it; its promise settles only
// then, so counting unsettled write promises counts the changes waiting to sync. Every write of
// the data modules goes through `pendingWrite`.
import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { isOnline } from './connectivity';

let unsynced = 0;
// Writes made before this page loaded (offline, then reloaded) that are still queued: Firestore
// says only whether any remain, not how many.
let earlierUnsynced = false;
const listeners = new Set<() => void>();
let snapshot: PendingWrites = { count: 0, earlier: false };

function changed(): void {
  snapshot = { count: unsynced, earlier: earlierUnsynced };
  for (const listener of listeners) listener();
}

/** Only a browser is ever offline (Node, which runs the rules tests, has no `onLine`). */
function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && 'onLine' in navigator && !isOnline();
}

/**
 * Counts `write` as waiting to sync until the server has it. Online it answers then, so a
 * refusal (a plan's limit) still reaches the form that made it. Offline it answers at once: the
 * change is in the cache and shown, and a form must not spin until the connection is back.
 */
export function pendingWrite(write: Promise<void>): Promise<void> {
  unsynced += 1;
  changed();
  const synced = write.finally(() => {
    unsynced -= 1;
    changed();
  });
  if (!knownOffline()) return synced;
  synced.catch((error: unknown) => console.error('A change made offline was refused', error));
  return Promise.resolve();
}

let watching: Firestore | undefined;

/** Follows the writes an earlier page left queued in `db`'s cache until the server has them. */
export function watchEarlierWrites(db: Firestore): void {
  if (watching === db) return;
  watching = db;
  earlierUnsynced = true;
  changed();
  waitForPendingWrites(db)
    .catch(() => undefined)
    .finally(() => {
      earlierUnsynced = false;
      changed();
    });
}

export interface PendingWrites {
  /** This page's changes the server has not confirmed. */
  count: number;
  /** Whether changes from before the page loaded may still wait. */
  earlier: boolean;
}

export function usePendingWrites(): PendingWrites {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
