// The status badge of a task. One function for the edit pane and the timeline so the
// two places can only differ where they must: the label of a task with no due date.

import { compareDays } from './dates';

export type TaskStatusKind = 'completed' | 'overdue' | 'dueToday' | 'scheduled' | 'undated';

/** Where the badge is shown: a task with no due date is 'Unplanned' in the pane, 'Someday' on the timeline. */
export type TaskStatusContext = 'pane' | 'timeline';

export interface TaskStatus {
  kind: TaskStatusKind;
  label: 'Completed' | 'Overdue' | 'Due Today' | 'Scheduled' | 'Unplanned' | 'Someday';
}

export interface StatusInput {
  isCompleted: boolean;
  /** 'yyyy-MM-dd' or null */
  dueDate: string | null;
}

/**
 * `today` is the user's calendar day ('yyyy-MM-dd'), e.g. todayIn(browserTimeZone): the badge
 * compares calendar days, never instants, so it cannot flip at UTC midnight.
 */
export function taskStatus(
  task: StatusInput,
  today: string,
  context: TaskStatusContext,
): TaskStatus {
  if (task.isCompleted) return { kind: 'completed', label: 'Completed' };
  if (task.dueDate === null) {
    return { kind: 'undated', label: context === 'pane' ? 'Unplanned' : 'Someday' };
  }
  switch (compareDays(task.dueDate, today)) {
    case -1:
      return { kind: 'overdue', label: 'Overdue' };
    case 0:
      return { kind: 'dueToday', label: 'Due Today' };
    case 1:
      return { kind: 'scheduled', label: 'Scheduled' };
  }
}
