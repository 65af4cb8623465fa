import type { Task } from '@pomoplan/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { updateTask } from '../../data/tasks';
import { useToast } from '../../ui/toast';
import { editedFields, hasChanges, type TaskFormValues } from '../tasks';

/** The edit pane saves this long after the last change. */
export const AUTO_SAVE_DELAY_MS = 1000;

/**
 * Saves the pane's form about a second after the last change, when the title is non-empty
 * and something differs from the stored task. Closing the pane saves a pending change at
 * once. A refused save is not retried until the form changes again.
 */
export function useTaskAutoSave(uid: string, task: Task, values: TaskFormValues): void {
  const db = useDb();
  const toast = useToast();
  const failedValues = useRef<TaskFormValues | null>(null);
  const pendingSave = useRef<(() => void) | null>(null);
  const update = useMemo(() => editedFields(task, values, 1), [task, values]);
  const dirty = update !== null && hasChanges(update);

  useEffect(() => {
    if (!dirty || update === null || failedValues.current === values) {
      pendingSave.current = null;
      return;
    }
    let done = false;
    const save = () => {
      if (done) return;
      done = true;
      updateTask(db, uid, task.id, update).then(
        () => toast({ title: 'Task Updated' }),
        () => {
          failedValues.current = values;
          toast({
            title: 'Error',
            description: 'Failed to update task. Please try again.',
            variant: 'destructive',
          });
        },
      );
    };
    pendingSave.current = save;
    const timer = window.setTimeout(save, AUTO_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [db, uid, task.id, dirty, update, values, toast]);

  // The ref holds the latest run's save (a no-op once it ran), never a superseded one.
  useEffect(() => () => pendingSave.current?.(), []);
}
