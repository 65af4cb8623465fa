// users/{uid}/goals/{id}: counted; groupId is null or one of the caller's groups. Deleting a
// goal clears it from the todos that named it, as deleting a group clears it from its goals.
import {
  GoalSchema,
  withDates,
  type Goal,
  type GoalInput,
  type GoalUpdate,
} from '@pomoplan/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { InvalidInputError, issuesMessage } from '../platform/errors';
import { entityConverter, runTransaction, serverTime } from '../platform/firestore';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { goalRef, goalsCollection, groupRef, todosCollection } from '../platform/refs';
import { createCounted, deleteCounted } from '../plans/usage';
import { assertReference, readBack, updateAllMatching } from '../platform/writes';

const goalConverter = entityConverter(GoalSchema);

async function assertOwnGroup(tx: Transaction, uid: string, groupId: string | null | undefined) {
  if (groupId) await assertReference(tx, groupRef(uid, groupId), 'groupId: Group not found');
}

export function listGoals(uid: string, page: PageRequest): Promise<Page<Goal>> {
  return listPage(goalsCollection(uid).withConverter(goalConverter), page);
}

export async function createGoal(uid: string, input: GoalInput): Promise<Goal> {
  const ref = await createCounted(uid, 'goals', async (tx) => {
    await assertOwnGroup(tx, uid, input.groupId);
    return { ...input };
  });
  return readBack(ref, goalConverter);
}

export async function updateGoal(
  uid: string,
  id: string,
  update: GoalUpdate,
): Promise<Goal | null> {
  const ref = goalRef(uid, id);
  const found = await runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    // The update may carry one date only; the order is checked on the merged goal.
    const merged = GoalSchema.safeParse({
      ...(withDates(snapshot.data()) as object),
      ...update,
      id,
    });
    if (!merged.success) throw new InvalidInputError(issuesMessage(merged.error));
    await assertOwnGroup(tx, uid, update.groupId);
    tx.update(ref, { ...update, updatedAt: serverTime() });
    return true;
  });
  return found ? readBack(ref, goalConverter) : null;
}

export async function deleteGoal(uid: string, id: string): Promise<boolean> {
  if (!(await goalRef(uid, id).get()).exists) return false;
  const todosOfGoal = todosCollection(uid).where('goalId', '==', id);
  await updateAllMatching(todosOfGoal, { goalId: null });
  const deleted = await deleteCounted(uid, 'goals', id);
  await updateAllMatching(todosOfGoal, { goalId: null });
  return deleted;
}
