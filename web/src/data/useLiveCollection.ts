import type { Query } from 'firebase/firestore';
import { useMemo, useRef } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { sameValue } from './sameValue';

/** One shared empty list for "still loading", so memoised consumers do not recompute. */
export const EMPTY: never[] = [];

export interface LiveCollection<T> {
  loading: boolean;
  /** Undefined while loading. */
  data: T[] | undefined;
}

/**
 * A live query whose items keep their identity while their content is unchanged. Every snapshot
 * parses every document anew; without this, one toggled todo would hand each of hundreds of
 * memoised rows a new object and re-render them all.
 */
export function useLiveCollection<T extends { id: string }>(query: Query<T>): LiveCollection<T> {
  const { status, data } = useFirestoreCollectionData(query);
  const previous = useRef(new Map<string, T>());
  const items = useMemo(() => {
    if (data === undefined) return undefined;
    const before = previous.current;
    const kept = data.map((item) => {
      const old = before.get(item.id);
      return old !== undefined && sameValue(old, item) ? old : item;
    });
    previous.current = new Map(kept.map((item) => [item.id, item]));
    return kept;
  }, [data]);
  return { loading: status === 'loading', data: items };
}
