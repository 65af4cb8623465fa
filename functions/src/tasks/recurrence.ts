// The next occurrence of a recurring task, as pure data. Its id is derived from the series
// and the due date, so creating it twice (a redelivered event, complete -> reopen -> complete)
// names the same document and the second create fails harmlessly.
import { diffDays, nextOccurrence, type Task } from '@pomoplan/domain';

const OCCURRENCE_SUFFIX = /-\d{4}-\d{2}-\d{2}$/;

/**
 * 'abc' due 2026-05-01 -> 'abc-2026-05-02'; 'abc-2026-05-02' -> 'abc-2026-05-03' (the series
 * keeps its root id rather than growing a suffix per occurrence).
 */
export function occurrenceId(taskId: string, dueDate: string): string {
  return `${taskId.replace(OCCURRENCE_SUFFIX, '')}-${dueDate}`;
}

export interface NextOccurrence {
  id: string;
  fields: Omit<Task, 'id' | 'createdAt' | 'updatedAt'>;
}

/**
 * The open copy of `task` due on the next day of its series, or null without a rule, without
 * a due date or past UNTIL. A reminder moves by as many days (of 24 hours) as the due date.
 */
export function nextOccurrenceOf(task: Task): NextOccurrence | null {
  if (task.recurrenceRule === null || task.dueDate === null) return null;
  const nextDue = nextOccurrence(task.dueDate, task.recurrenceRule);
  if (nextDue === null) return null;
  const shiftDays = diffDays(task.dueDate, nextDue);
  const reminder = task.reminderDateTime;
  return {
    id: occurrenceId(task.id, nextDue),
    fields: {
      title: task.title,
      description: task.description,
      projectId: task.projectId,
      estimatedPomodoros: task.estimatedPomodoros,
      pomodoroLength: task.pomodoroLength,
      dueDate: nextDue,
      reminderDateTime:
        reminder === null ? null : new Date(reminder.getTime() + shiftDays * 86_400_000),
      reminderEnabled: task.reminderEnabled,
      reminderTimeZone: task.reminderTimeZone,
      recurrenceRule: task.recurrenceRule,
      parentTaskId: null,
      isCompleted: false,
    },
  };
}
