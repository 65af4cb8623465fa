import type { Toast } from '../../ui/toast';

export const COMPLETED_TOAST: Toast = {
  title: 'Task Completed',
  description: 'Task has been completed.',
};
export const REOPENED_TOAST: Toast = {
  title: 'Task Reopened',
  description: 'Task has been reopened.',
};
export const UPDATE_FAILED_TOAST: Toast = {
  title: 'Error',
  description: 'Failed to update task. Please try again.',
  variant: 'destructive',
};

/**
 * Writes a completion change and reports it. The caller shows `next` before calling and
 * rolls back to the stored value when this resolves false.
 */
export async function writeCompletion(
  next: boolean,
  write: (isCompleted: boolean) => Promise<void>,
  notify: (toast: Toast) => void,
): Promise<boolean> {
  try {
    await write(next);
    notify(next ? COMPLETED_TOAST : REOPENED_TOAST);
    return true;
  } catch {
    notify(UPDATE_FAILED_TOAST);
    return false;
  }
}
