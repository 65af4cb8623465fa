import { useCallback } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { deleteTask } from '../../data/tasks';
import { useToast } from '../../ui/toast';
import { useUndoToast } from '../../ui/useUndoToast';

/** What a delete says: the dialog and the edit pane word it each their own way. */
export interface TaskDeleteTexts {
  deleted: string;
  /** The error toast's description for a refused delete. */
  failed: (error: unknown) => string;
}

/**
 * Deletes a task with its subtasks and offers Undo in the toast; a refused delete says so in an
 * error toast. The returned call answers whether the task is gone. `texts` must be stable (a
 * module constant).
 */
export function useTaskDelete(uid: string, texts: TaskDeleteTexts) {
  const db = useDb();
  const toast = useToast();
  const showUndo = useUndoToast();
  return useCallback(
    async (taskId: string): Promise<boolean> => {
      try {
        const restore = await deleteTask(db, uid, taskId);
        showUndo(
          { title: texts.deleted },
          { restore, restored: 'Task restored', failure: 'Failed to restore task' },
        );
        return true;
      } catch (error) {
        toast({ title: 'Error', description: texts.failed(error), variant: 'destructive' });
        return false;
      }
    },
    [db, uid, texts, showUndo, toast],
  );
}
