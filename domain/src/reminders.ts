// When a task's reminder is due. The server's reminder index, its sweep and the worker that
// sends all ask this one function, so "is this still the reminder to send?" has one answer.
import { nextOccurrence } from './recurrence';
import { instantAt, wallTimeIn } from './zonedTime';

export interface ReminderSettings {
  reminderEnabled: boolean;
  reminderDateTime: Date | null;
  recurrenceRule: string | null;
  isCompleted: boolean;
}

/**
 * How far back a reminder may lie and still be sent when it is saved or found: a reminder
 * set for "now" in the task dialog is a minute old by the time it is saved.
 */
export const REMINDER_GRACE_MS = 60_000;

/** Caps stepping through a series (a daily series started 10 years ago is 3,650 steps). */
const MAX_STEPS = 20_000;

/**
 * The first reminder instant of the task at or after `notBefore`, or null when there is none
 * (reminder off, no time, completed, or a series that ended). A recurring task reminds once
 * per occurrence, at the same local time of day in the user's `timeZone`.
 */
export function nextReminderAt(
  task: ReminderSettings,
  timeZone: string,
  notBefore: Date,
): Date | null {
  if (!task.reminderEnabled || task.isCompleted || task.reminderDateTime === null) return null;
  const first = task.reminderDateTime;
  if (first.getTime() >= notBefore.getTime()) return first;
  if (task.recurrenceRule === null) return null;

  const start = wallTimeIn(first, timeZone);
  let day: string | null = start.day;
  for (let step = 0; step < MAX_STEPS && day !== null; step += 1) {
    day = nextOccurrence(day, task.recurrenceRule, start.day);
    if (day === null) return null;
    const instant = instantAt({ day, msOfDay: start.msOfDay }, timeZone);
    if (instant.getTime() >= notBefore.getTime()) return instant;
  }
  return null;
}

/** True when `instant` is one of the task's reminder instants (still to be sent at that time). */
export function isReminderInstant(
  task: ReminderSettings,
  timeZone: string,
  instant: Date,
): boolean {
  return nextReminderAt(task, timeZone, instant)?.getTime() === instant.getTime();
}
