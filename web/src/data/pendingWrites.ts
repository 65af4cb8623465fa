// How many of this tab's writes the server has not confirmed yet. Firestore shows a write in the
// cache at once and keeps it (in IndexedDB) until the server takes it; its promise settles only
// then, so counting unsettled write promises counts the changes waiting to sync.
import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';

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

/** Counts `write` as waiting to sync until it settles; answers it unchanged. */
export function untilSynced<T>(write: Promise<T>): Promise<T> {
  unsynced += 1;
  changed();
  return write.finally(() => {
    unsynced -= 1;
    changed();
  });
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
