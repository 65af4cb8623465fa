import {
  GoalInputSchema,
  GoalSchema,
  GoalUpdateSchema,
  type Goal,
  type GoalUpdate,
} from '@pomoplan/domain';
import type { z } from 'zod';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { useLiveDoc, useLiveQuery } from './useLive';
import { zodConverter } from './converter';
import { definedFields } from './definedFields';
import { createCounted, deleteCounted } from './counted';

const goalConverter = zodConverter(GoalSchema);

/** Even the unlimited tiers are listed a page at a time. */
export const GOALS_LIMIT = 500;

export function goalsQuery(db: Firestore, uid: string) {
  return query(
    collection(db, 'users', uid, 'goals').withConverter(goalConverter),
    orderBy('createdAt'),
    limit(GOALS_LIMIT),
  );
}

export function goalRef(db: Firestore, uid: string, id: string) {
  return doc(db, 'users', uid, 'goals', id).withConverter(goalConverter);
}

export function useGoals(uid: string): Goal[] | undefined {
  return useLiveQuery(goalsQuery(useDb(), uid)).data;
}

/** One goal, live: undefined while loading, null when it does not exist. */
export function useGoal(uid: string, id: string): Goal | null | undefined {
  const { loading, data } = useLiveDoc(goalRef(useDb(), uid, id));
  if (loading) return undefined;
  return data ?? null;
}

/** What the goal form sends (before trimming and defaults). */
export type GoalFormInput = z.input<typeof GoalInputSchema>;

/** Counted: refused by the rules when the tier's goal limit is reached. */
export function createGoal(db: Firestore, uid: string, input: GoalFormInput): Promise<string> {
  return createCounted(db, uid, 'goals', GoalInputSchema.parse(input));
}

export async function updateGoal(
  db: Firestore,
  uid: string,
  id: string,
  changes: GoalUpdate,
): Promise<void> {
  const data = GoalUpdateSchema.parse(changes);
  await updateDoc(doc(db, 'users', uid, 'goals', id), {
    ...definedFields(data),
    updatedAt: serverTimestamp(),
  });
}

export function deleteGoal(db: Firestore, uid: string, id: string): Promise<void> {
  return deleteCounted(db, uid, 'goals', id);
}
