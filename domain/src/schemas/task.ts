import { z } from 'zod/mini';
import { formatRuleForWrite, parseRecurrenceRule, safeParseRecurrenceRule } from '../recurrence';
import {
  blankToNullLines,
  calendarDay,
  documentId,
  flag,
  hasSomeField,
  instant,
  instantInput,
  NOTHING_TO_UPDATE,
  nullableText,
  requiredLine,
  requiredText,
  text,
  wholeNumber,
  storedTimestamps,
} from './common';
import { DEFAULT_FOCUS_SETTINGS } from '../focus';
import { ESTIMATED_POMODOROS_RANGE, POMODORO_LENGTH_RANGE } from '../numberRange';
import type { TimelineCounts } from '../timeline';
import { TIME_ZONE_NAME_MAX, TIME_ZONE_NAME_PATTERN, wholeMatch } from './grammar';
import { TimeZoneSchema } from './timeZone';

export const TASK_TITLE_MAX = 500;
export const TASK_DESCRIPTION_MAX = 5000;
export const DEFAULT_ESTIMATED_POMODOROS = 1;
export const MIN_ESTIMATED_POMODOROS = ESTIMATED_POMODOROS_RANGE.min;
export const MAX_ESTIMATED_POMODOROS = ESTIMATED_POMODOROS_RANGE.max;
/** A new task's pomodoro, as long as a new user's focus timer runs one. */
export const DEFAULT_POMODORO_LENGTH = DEFAULT_FOCUS_SETTINGS.focusMinutes;
export const MIN_POMODORO_LENGTH = POMODORO_LENGTH_RANGE.min;
export const MAX_POMODORO_LENGTH = POMODORO_LENGTH_RANGE.max;

const title = requiredLine('Task title', TASK_TITLE_MAX, 'Task title is required');
const projectId = documentId('Project', 'Please select a project');
const estimatedPomodoros = wholeNumber(
  'Estimated pomodoros',
  MIN_ESTIMATED_POMODOROS,
  MAX_ESTIMATED_POMODOROS,
);
const pomodoroLength = wholeNumber(
  'Pomodoro length (minutes)',
  MIN_POMODORO_LENGTH,
  MAX_POMODORO_LENGTH,
);
const dueDate = z.nullable(calendarDay('Due date'));
const reminderEnabled = flag('Reminder enabled');
/**
 * The zone whose clock the reminder's time was set on: a repeating reminder keeps that local
 * time of day wherever the user goes. Written with every reminder time (by the app from the
 * browser, by the API from the user's zone when the body names none). Writers send a zone
 * Intl knows; stored, any zone-shaped name is read (an unknown one counts as the user's).
 */
const reminderTimeZone = z.nullable(TimeZoneSchema);
const storedReminderTimeZone = z.nullable(
  text('Reminder time zone', 'an IANA time zone name').check(
    z.maxLength(TIME_ZONE_NAME_MAX),
    z.regex(wholeMatch(TIME_ZONE_NAME_PATTERN), {
      error: 'Reminder time zone must be a zone name',
    }),
  ),
);
const isCompleted = flag('Completed');
const parentTaskId = z.null({ error: 'Parent task id must be null' });

const recurrenceRule = z.nullable(
  text('Recurrence rule', 'text or null').check(
    z.maxLength(200, { error: 'Recurrence rule must be at most 200 characters' }),
    z.superRefine((value, ctx) => {
      const result = safeParseRecurrenceRule(value);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error });
    }),
  ),
);

// What clients send is stored in the one canonical form (upper case, FREQ;INTERVAL;UNTIL with
// UNTIL as a UTC timestamp): the security rules accept only that form, so a loosely written
// rule sent through the API could otherwise make its task impossible to update in the app.
const canonicalRecurrenceRule = z.pipe(
  recurrenceRule,
  z.transform((value) => (value === null ? null : formatRuleForWrite(parseRecurrenceRule(value)))),
);

export const TaskSchema = z.object({
  id: documentId('Task id'),
  title: requiredText('Task title', TASK_TITLE_MAX, 'Task title is required'),
  description: z._default(nullableText('Task description', TASK_DESCRIPTION_MAX), null),
  projectId,
  estimatedPomodoros: z._default(estimatedPomodoros, DEFAULT_ESTIMATED_POMODOROS),
  pomodoroLength: z._default(pomodoroLength, DEFAULT_POMODORO_LENGTH),
  dueDate: z._default(dueDate, null),
  reminderDateTime: z._default(z.nullable(instant('Reminder date-time')), null),
  reminderEnabled: z._default(reminderEnabled, false),
  reminderTimeZone: z._default(storedReminderTimeZone, null),
  recurrenceRule: z._default(recurrenceRule, null),
  parentTaskId: z._default(parentTaskId, null),
  isCompleted: z._default(isCompleted, false),
  ...storedTimestamps,
});
export type Task = z.infer<typeof TaskSchema>;

// The fields a client may send, without defaults, so that an update never resets a field
// it did not mention.
const taskFields = {
  title,
  description: blankToNullLines('Task description', TASK_DESCRIPTION_MAX),
  projectId,
  estimatedPomodoros,
  pomodoroLength,
  dueDate,
  reminderDateTime: z.nullable(instantInput('Reminder date-time')),
  reminderEnabled,
  reminderTimeZone,
  recurrenceRule: canonicalRecurrenceRule,
  parentTaskId,
  isCompleted,
};

/**
 * POST /api/tasks and the task dialog. A blank description becomes null; the reminder
 * accepts a Date or an ISO date-time string.
 */
export const TaskInputSchema = z.object({
  ...taskFields,
  description: z._default(taskFields.description, null),
  estimatedPomodoros: z._default(estimatedPomodoros, DEFAULT_ESTIMATED_POMODOROS),
  pomodoroLength: z._default(pomodoroLength, DEFAULT_POMODORO_LENGTH),
  dueDate: z._default(dueDate, null),
  reminderDateTime: z._default(taskFields.reminderDateTime, null),
  reminderEnabled: z._default(reminderEnabled, false),
  reminderTimeZone: z.optional(reminderTimeZone),
  recurrenceRule: z._default(canonicalRecurrenceRule, null),
  parentTaskId: z._default(parentTaskId, null),
  isCompleted: z._default(isCompleted, false),
});
export type TaskInput = z.infer<typeof TaskInputSchema>;

/** PUT/PATCH /api/tasks/{id}: any subset of the fields, down to only isCompleted. */
export const TaskUpdateSchema = z
  .partial(z.object(taskFields))
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type TaskUpdate = z.infer<typeof TaskUpdateSchema>;

/** Total estimated time shown for a task, in minutes. */
export function estimatedMinutes(
  task: Pick<Task, 'estimatedPomodoros' | 'pomodoroLength'>,
): number {
  return task.estimatedPomodoros * task.pomodoroLength;
}

/** GET /api/tasks/timeline-counts: `today` is the caller's own calendar day. */
export const TimelineCountsQuerySchema = z.object({ today: calendarDay('today') });
export type TimelineCountsQuery = z.infer<typeof TimelineCountsQuerySchema>;

const count = z.number().check(z.int(), z.nonnegative());

/** The answer: each timeline group's size and the completed tasks on it, over every task. */
export const TimelineCountsResponseSchema = z.object({
  groups: z.object({
    overdue: count,
    today: count,
    tomorrow: count,
    thisWeek: count,
    later: count,
    someday: count,
  }) satisfies z.ZodMiniType<TimelineCounts['groups']>,
  completed: count,
});
