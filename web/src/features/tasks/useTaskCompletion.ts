import type { Task } from '@pomoplan/domain';
import { useCallback, useState } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { setTaskCompleted } from '../../data/tasks';
import { useToast } from '../../ui/toast';
import { writeCompletion } from './completionToggle';

export interface TaskCompletion {
  /** The completion to show: the pending choice while a toggle is in flight. */
  isCompleted: (task: Pick<Task, 'id' | 'isCompleted'>) => boolean;
  isPending: (id: string) => boolean;
  toggle: (task: Pick<Task, 'id' | 'isCompleted'>) => Promise<void>;
}

/**
 * Complete/Reopen: shown at once, written to Firestore, rolled back with a toast when
 * the write is refused. Firestore's cache also reverts a refused write, so every list agrees.
 */
export function useTaskCompletion(uid: string): TaskCompletion {
  const db = useDb();
  const toast = useToast();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());

  const isCompleted = useCallback(
    (task: Pick<Task, 'id' | 'isCompleted'>) => pending.get(task.id) ?? task.isCompleted,
    [pending],
  );
  const isPending = useCallback((id: string) => pending.has(id), [pending]);

  const toggle = useCallback(
    async (task: Pick<Task, 'id' | 'isCompleted'>) => {
      if (pending.has(task.id)) return;
      const next = !task.isCompleted;
      setPending((current) => new Map(current).set(task.id, next));
      await writeCompletion(
        next,
        (isCompleted) => setTaskCompleted(db, uid, task.id, isCompleted),
        toast,
      );
      // Success or not, the stored value takes over again. On failure Firestore's cache has
      // reverted the write, so this is the rollback.
      setPending((current) => {
        const rest = new Map(current);
        rest.delete(task.id);
        return rest;
      });
    },
    [db, uid, toast, pending],
  );

  return { isCompleted, isPending, toggle };
}
