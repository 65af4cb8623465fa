import {
  GoalInputSchema,
  GoalSchema,
  GoalUpdateSchema,
  type Goal,
  type GoalUpdate,
} from '@pomoplan/domain';
import { limit, orderBy, where, type Firestore } from 'firebase/firestore';
import { useEffect } from 'react';
import type { z } from 'zod/mini';
import { deleteUnlinking } from './batches';
import { useDb } from './sync/firestoreContext';
import { goalTodosQuery } from './todos';
import { useKeptLiveQuery, useLiveDoc, type Live } from './sync/useLive';
import { countedCollection } from './userCollection';

const goals = countedCollection('goals', GoalSchema);

/** Even the unlimited tiers are listed a page at a time. */
export const GOALS_LIMIT = 500;

export function goalsQuery(db: Firestore, uid: string) {
  return goals.at(db, uid).query(orderBy('createdAt'), limit(GOALS_LIMIT));
}

export function goalRef(db: Firestore, uid: string, id: string) {
  return goals.at(db, uid).doc(id);
}

/** The goals; on a returning visit, the ones kept from the last until Firestore answers. */
export function useGoals(uid: string): Live<Goal[]> {
  return useKeptLiveQuery('goals', uid, GoalSchema, goalsQuery(useDb(), uid));
}

/** One goal, live: `data` is undefined once loaded when it does not exist. */
export function useGoal(uid: string, id: string): Live<Goal> {
  return useLiveDoc(goalRef(useDb(), uid, id));
}

/** What the goal form sends (before trimming and defaults). */
export type GoalFormInput = z.input<typeof GoalInputSchema>;

/** Counted: refused by the rules when the tier's goal limit is reached. */
export function createGoal(db: Firestore, uid: string, input: GoalFormInput): Promise<string> {
  return goals.at(db, uid).create(GoalInputSchema.parse(input), [{ query: goalsQuery(db, uid) }]);
}

/** Shows the goals the user adds in another tab of this browser at once (tabHandOff.ts). */
export function useGoalsFromOtherTabs(uid: string): void {
  const db = useDb();
  useEffect(
    () => goals.at(db, uid).echoFromOtherTabs(() => [{ query: goalsQuery(db, uid) }]),
    [db, uid],
  );
}

export function updateGoal(db: Firestore, uid: string, id: string, changes: GoalUpdate) {
  return goals.at(db, uid).update(id, GoalUpdateSchema.parse(changes));
}

/** The goals of a group, for clearing their `groupId` when the group is deleted. */
export function groupGoalsQuery(db: Firestore, uid: string, groupId: string) {
  return goals.at(db, uid).query(where('groupId', '==', groupId));
}

/** Deletes a goal; its todos are kept without a goal, as DELETE /api/goals/{id} does. */
export function deleteGoal(db: Firestore, uid: string, id: string): Promise<void> {
  return deleteUnlinking(db, goalTodosQuery(db, uid, id), { goalId: null }, () =>
    goals.at(db, uid).delete(id),
  );
}
