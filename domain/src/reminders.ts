// When a task's reminder is due. The server's reminder index, its sweep and the worker that
// sends all ask this one function, so "is this still the reminder to send?" has one answer.
import { isValidTimeZone } from './dates';
import { nextOccurrence } from './recurrence';
import { instantAt, wallTimeIn } from './zonedTime';

export interface ReminderSettings {
  reminderEnabled: boolean;
  reminderDateTime: Date | null;
  /** The zone whose clock the reminder was set on; null for tasks saved before it was kept. */
  reminderTimeZone?: string | null;
  recurrenceRule: string | null;
  isCompleted: boolean;
}

/**
 * How far back a reminder may lie and still be sent when it is saved or found: a reminder
 * set for "now" in the task dialog is a minute old by the time it is saved.
 */
export const REMINDER_GRACE_MS = 60_000;

/**
 * A reminder found more than this late (the service was down, a queue stalled) is not sent
 * as if on time: it is listed as missed, and the user gets one message naming all of them.
 */
export const MISSED_AFTER_MS = 60 * 60_000;

/** Caps stepping through a series (a daily series started 10 years ago is 3,650 steps). */
const MAX_STEPS = 20_000;

/**
 * The first reminder instant of the task at or after `notBefore`, or null when there is none
 * (reminder off, no time, completed, or a series that ended). A one-off reminder is a fixed
 * instant. A recurring task reminds once per occurrence at the local time of day it was set
 * for, on the clock of the user's `timeZone` now: a daily 09:00 reminder set in New York comes
 * at 09:00 in Berlin once the user signs in from there.
 */
export function nextReminderAt(
  task: ReminderSettings,
  timeZone: string,
  notBefore: Date,
): Date | null {
  if (!task.reminderEnabled || task.isCompleted || task.reminderDateTime === null) return null;
  const first = task.reminderDateTime;
  if (task.recurrenceRule === null) return first.getTime() >= notBefore.getTime() ? first : null;

  const setIn = reminderZoneOf(task, timeZone);
  const start = wallTimeIn(first, setIn);
  // In the zone it was set in, the first occurrence is the very instant stored (which an
  // ambiguous autumn-night time could not be found again from its wall time).
  const firstInstant = setIn === timeZone ? first : instantAt(start, timeZone);
  if (firstInstant.getTime() >= notBefore.getTime()) return firstInstant;
  let day: string | null = start.day;
  for (let step = 0; step < MAX_STEPS && day !== null; step += 1) {
    day = nextOccurrence(day, task.recurrenceRule, start.day);
    if (day === null) return null;
    const instant = instantAt({ day, msOfDay: start.msOfDay }, timeZone);
    if (instant.getTime() >= notBefore.getTime()) return instant;
  }
  return null;
}

/** The zone whose clock a reminder's time of day belongs to (the user's, when not kept). */
function reminderZoneOf(task: ReminderSettings, timeZone: string): string {
  const zone = task.reminderTimeZone;
  return typeof zone === 'string' && isValidTimeZone(zone) ? zone : timeZone;
}

/** True when `instant` is one of the task's reminder instants (still to be sent at that time). */
export function isReminderInstant(
  task: ReminderSettings,
  timeZone: string,
  instant: Date,
): boolean {
  return nextReminderAt(task, timeZone, instant)?.getTime() === instant.getTime();
}

/**
 * What identifies one reminder of a task, so it is sent once: the instant of a one-off
 * reminder; the local day of a repeating one's occurrence, so that a user who flies west
 * after the day's reminder is not reminded of that day again when its time comes round there.
 */
export function reminderOccurrence(
  task: Pick<ReminderSettings, 'recurrenceRule'>,
  timeZone: string,
  instant: Date,
): string {
  return task.recurrenceRule === null
    ? String(instant.getTime())
    : wallTimeIn(instant, timeZone).day;
}
