// From a parsed phrase to the fields of the task (or tasks) it makes: the app and the API
// create exactly these.
import { formatRuleForWrite } from '../recurrence';
import { instantAt } from '../zonedTime';
import type { QuickAddNamed, QuickAddResult } from './types';

export interface QuickAddTaskFields {
  title: string;
  projectId: string;
  estimatedPomodoros?: number;
  dueDate: string | null;
  /** The task's time of day is its reminder: the one time a task holds. */
  reminderEnabled: boolean;
  reminderDateTime: Date | null;
  reminderTimeZone: string | null;
  recurrenceRule: string | null;
}

function reminderAt(day: string, clock: string, before: number, timeZone: string): Date {
  const [hours, minutes] = clock.split(':').map(Number);
  const msOfDay = ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  return new Date(instantAt({ day, msOfDay }, timeZone).getTime() - before * 60_000);
}

/** One task per due day (several for a series on named days), else one without a date. */
export function quickAddTasks(
  result: QuickAddResult,
  projectId: string,
  timeZone: string,
): QuickAddTaskFields[] {
  const days = result.dueDates.length > 0 ? result.dueDates : [null];
  const recurrenceRule = result.repeat
    ? formatRuleForWrite({
        freq: result.repeat.freq,
        interval: result.repeat.interval,
        until: result.repeat.until,
      })
    : null;
  return days.map((dueDate) => {
    const reminder =
      dueDate !== null && result.time !== null
        ? reminderAt(dueDate, result.time, result.remindBefore ?? 0, timeZone)
        : null;
    return {
      title: result.title,
      projectId,
      ...(result.estimate === null ? {} : { estimatedPomodoros: result.estimate }),
      dueDate,
      reminderEnabled: reminder !== null,
      reminderDateTime: reminder,
      reminderTimeZone: reminder === null ? null : timeZone,
      recurrenceRule,
    };
  });
}

/** The project of a task whose phrase names none, made when the user has no project yet. */
export const QUICK_ADD_DEFAULT_PROJECT = 'Inbox';

/**
 * Where the phrase's task goes: the project '#name' matched, else the first project when it
 * names none; otherwise the name of the project to make (within the tier's limit).
 */
export function quickAddProject(
  result: Pick<QuickAddResult, 'tag'>,
  projects: readonly QuickAddNamed[],
): { id: string } | { newName: string } {
  if (result.tag) {
    return result.tag.match ? { id: result.tag.match.id } : { newName: result.tag.name };
  }
  const first = projects[0];
  return first ? { id: first.id } : { newName: QUICK_ADD_DEFAULT_PROJECT };
}
