// Each project's tally of focus by task, live, as the server keeps it with every session (apart
// from focus.ts, which the shell loads on every page: the tally is only read by task lists).
import { FocusTallySchema, type FocusTally } from '@pomoplan/domain';
import { z } from 'zod/mini';
import { doc, limit, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { zodConverter } from './converter';
import { useDb } from './sync/firestoreContext';
import { userCollection } from './userCollection';
import { EMPTY, useLiveDoc, useLiveQuery, type Live } from './sync/useLive';

const tallyConverter = zodConverter(FocusTallySchema);
const tallies = userCollection('focusTally', z.extend(FocusTallySchema, { id: z.string() }));

/** One tally a project; a page of them holds every project of even the unlimited tiers. */
export const TALLIES_LIMIT = 500;

/** Pomodoros done and minutes focused, by task, of one project. */
export function useFocusTally(uid: string, projectId: string): Live<FocusTally> {
  return useLiveDoc(
    doc(useDb(), 'users', uid, 'focusTally', projectId).withConverter(tallyConverter),
  );
}

/** Every project's tally (one a project, so one page holds them all). */
export function focusTalliesQuery(db: Firestore, uid: string) {
  return tallies.at(db, uid).query(limit(TALLIES_LIMIT));
}

/** Pomodoros done by task, of every project: for the lists that mix projects. */
export function useFocusTallies(uid: string): ReadonlyMap<string, number> {
  const listed = useLiveQuery(focusTalliesQuery(useDb(), uid)).data ?? EMPTY;
  return useMemo(
    () =>
      new Map(
        listed.flatMap((tally) =>
          Object.entries(tally.tasks).map(([taskId, done]) => [taskId, done.pomodoros] as const),
        ),
      ),
    [listed],
  );
}
