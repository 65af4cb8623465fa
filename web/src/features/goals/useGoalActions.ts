import type { GoalUpdate, GroupUpdate } from '@pomoplan/domain';
import { useCallback, useMemo } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { createGoal, deleteGoal, updateGoal, type GoalFormInput } from '../../data/goals';
import { createGroup, deleteGroup, updateGroup, type GroupFormInput } from '../../data/groups';
import { useToast } from '../../ui/toast';

/** Goal and group writes, each failure told in a toast. Each resolves to success. */
export function useGoalActions(uid: string) {
  const db = useDb();
  const toast = useToast();

  const attempt = useCallback(
    async (write: () => Promise<unknown>, failure: string): Promise<boolean> => {
      try {
        await write();
        return true;
      } catch (error) {
        console.error(failure, error);
        toast({ title: 'Error', description: failure, variant: 'destructive' });
        return false;
      }
    },
    [toast],
  );

  return useMemo(
    () => ({
      createGoal: (input: GoalFormInput) =>
        attempt(() => createGoal(db, uid, input), 'Failed to create goal'),
      updateGoal: (id: string, changes: GoalUpdate) =>
        attempt(() => updateGoal(db, uid, id, changes), 'Failed to update goal'),
      deleteGoal: (id: string) => attempt(() => deleteGoal(db, uid, id), 'Failed to delete goal'),
      createGroup: (input: GroupFormInput) =>
        attempt(() => createGroup(db, uid, input), 'Failed to create group'),
      updateGroup: (id: string, changes: GroupUpdate) =>
        attempt(() => updateGroup(db, uid, id, changes), 'Failed to update group'),
      deleteGroup: (id: string) =>
        attempt(() => deleteGroup(db, uid, id), 'Failed to delete group'),
    }),
    [attempt, db, uid],
  );
}

export type GoalActions = ReturnType<typeof useGoalActions>;
