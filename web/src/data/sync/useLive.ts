import type { DocumentReference, Query } from 'firebase/firestore';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';
import { readKeptList, scheduleKeep } from './keptLists';
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

/**
 * What a returning visit shows of `entry` until its first snapshot: `readKept`, read once by
 * the first render of this user's read and only if it has to wait, or what another component
 * of the same read showed already.
 */
function useShownBefore<T>(
  entry: LiveEntry<T>,
  uid: string,
  readKept: () => T | undefined,
): T | undefined {
  const [kept] = useState(() => ({
    uid,
    value: entry.getState().loading ? (entry.shownBeforeFirstSnapshot ?? readKept()) : undefined,
  }));
  const shown = kept.uid === uid ? kept.value : undefined;
  if (shown !== undefined) entry.showBefore(shown);
  return shown;
}

/**
 * A live query that a returning visit shows from the list kept at the last (keptLists.ts)
 * until the first snapshot; every snapshot is kept for the next visit, under `name`.
 */
export function useKeptLiveQuery<S extends z.ZodMiniType<{ id: string }>>(
  name: string,
  uid: string,
  schema: S,
  query: Query<z.output<S>>,
): Live<z.output<S>[]> {
  const entry = liveQuery(query);
  const shown = useShownBefore(entry, uid, () => readKeptList(name, uid, schema));
  const { loading, data } = useEntry(entry);
  useEffect(() => {
    if (!loading && data) scheduleKeep(name, uid, data);
  }, [name, uid, loading, data]);
  if (loading && shown) return { loading: false, data: shown };
  return { loading, data };
}

/**
 * A live document that a returning visit shows from the copy kept at the last (keptLists.ts,
 * as a list of one) until the first snapshot; every snapshot is kept for the next visit.
 */
export function useKeptLiveDoc<S extends z.ZodMiniType<object>>(
  name: string,
  uid: string,
  schema: S,
  ref: DocumentReference<z.output<S>>,
): Live<z.output<S>> {
  const entry = liveDoc(ref);
  const shown = useShownBefore(entry, uid, () => readKeptList(name, uid, schema)?.[0]);
  const { loading, data } = useEntry(entry);
  useEffect(() => {
    if (!loading && data) scheduleKeep(name, uid, [data]);
  }, [name, uid, loading, data]);
  if (loading && shown) return { loading: false, data: shown };
  return { loading, data: data ?? undefined };
}

/** A live document. */
export function useLiveDoc<T>(ref: DocumentReference<T>): Live<T> {
  const { loading, data } = useEntry(liveDoc(ref));
  return { loading, data: data ?? undefined };
}
