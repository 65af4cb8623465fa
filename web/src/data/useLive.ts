import type { DocumentReference, Query } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { liveDoc, liveQuery, type LiveEntry, type LiveState } from './liveStore';

/**
 * What every data hook returns: `loading` until the first snapshot (from the cache or the
 * server), then `data`. A document that does not exist is `data: undefined` with
 * `loading: false`.
 */
export interface Live<T> {
  loading: boolean;
  data: T | undefined;
}

/** One shared empty list, so memoised consumers do not recompute while a list loads. */
export const EMPTY: never[] = [];

// A failed listener (a refused read, a document the schema rejects) throws while rendering, so
// the page's ErrorBoundary shows it and offers a reload.
function useEntry<T>(entry: LiveEntry<T>): LiveState<T> {
  const state = useSyncExternalStore(entry.subscribe, entry.getState);
  if (state.error) throw state.error;
  return state;
}

/** A live query; items keep their identity while unchanged (liveStore.ts). */
export function useLiveQuery<T extends { id: string }>(query: Query<T>): Live<T[]> {
  const { loading, data } = useEntry(liveQuery(query));
  return { loading, data };
}

/** A live document. */
export function useLiveDoc<T>(ref: DocumentReference<T>): Live<T> {
  const { loading, data } = useEntry(liveDoc(ref));
  return { loading, data: data ?? undefined };
}
