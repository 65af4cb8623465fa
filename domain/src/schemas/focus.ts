import { z } from 'zod/mini';
import { BREAK_MINUTES_RANGE, DEFAULT_FOCUS_SETTINGS, LONG_BREAK_EVERY_RANGE } from '../focus';
import { POMODORO_LENGTH_RANGE } from '../numberRange';
import { FocusTargetSchema } from './focusTimer';
import {
  documentId,
  flag,
  hasSomeField,
  instant,
  instantInput,
  NOTHING_TO_UPDATE,
  requiredText,
  storedTimestamps,
  wholeNumber,
} from './common';

export const FOCUS_START_TARGET_MESSAGE =
  'Send taskId or todoId, not both, or neither for free focus';

/** POST /api/focus/start: a pomodoro on a task, on a todo, or on nothing named. */
export const FocusStartInputSchema = z
  .object({
    taskId: z.optional(documentId('Task id')),
    todoId: z.optional(documentId('Todo id')),
  })
  .check(
    z.refine((body) => body.taskId === undefined || body.todoId === undefined, {
      error: FOCUS_START_TARGET_MESSAGE,
    }),
  );
export type FocusStartInput = z.infer<typeof FocusStartInputSchema>;

/** POST /api/focus/switch: the running pomodoro goes on for another task or todo. */
export const FocusSwitchInputSchema = FocusStartInputSchema;

const focusMinutes = wholeNumber(
  'Pomodoro length',
  POMODORO_LENGTH_RANGE.min,
  POMODORO_LENGTH_RANGE.max,
);
const breakMinutes = (label: string) =>
  wholeNumber(label, BREAK_MINUTES_RANGE.min, BREAK_MINUTES_RANGE.max);
const longBreakEvery = wholeNumber(
  'Long break every',
  LONG_BREAK_EVERY_RANGE.min,
  LONG_BREAK_EVERY_RANGE.max,
);

/** users/{uid}/focus/settings, as read: each field its default when missing. */
export const FocusSettingsSchema = z.object({
  focusMinutes: z._default(focusMinutes, DEFAULT_FOCUS_SETTINGS.focusMinutes),
  shortBreakMinutes: z._default(
    breakMinutes('Short break'),
    DEFAULT_FOCUS_SETTINGS.shortBreakMinutes,
  ),
  longBreakMinutes: z._default(breakMinutes('Long break'), DEFAULT_FOCUS_SETTINGS.longBreakMinutes),
  longBreakEvery: z._default(longBreakEvery, DEFAULT_FOCUS_SETTINGS.longBreakEvery),
  autoStartBreaks: z._default(
    flag('Start breaks by themselves'),
    DEFAULT_FOCUS_SETTINGS.autoStartBreaks,
  ),
  autoStartFocus: z._default(
    flag('Start the next pomodoro by itself'),
    DEFAULT_FOCUS_SETTINGS.autoStartFocus,
  ),
  sound: z._default(flag('Sound'), DEFAULT_FOCUS_SETTINGS.sound),
  quietDuringFocus: z._default(
    flag('No reminder pushes during a pomodoro'),
    DEFAULT_FOCUS_SETTINGS.quietDuringFocus,
  ),
});

/** PATCH /api/focus/settings: any of the settings. */
export const FocusSettingsUpdateSchema = z
  .object({
    focusMinutes: z.optional(focusMinutes),
    shortBreakMinutes: z.optional(breakMinutes('Short break')),
    longBreakMinutes: z.optional(breakMinutes('Long break')),
    longBreakEvery: z.optional(longBreakEvery),
    autoStartBreaks: z.optional(flag('Start breaks by themselves')),
    autoStartFocus: z.optional(flag('Start the next pomodoro by itself')),
    sound: z.optional(flag('Sound')),
    quietDuringFocus: z.optional(flag('No reminder pushes during a pomodoro')),
  })
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type FocusSettingsUpdate = z.infer<typeof FocusSettingsUpdateSchema>;

/**
 * users/{uid}/focusSessions/{id}: one pomodoro, or the part of one that ran before a stop or a
 * switch of target. Written by the server only; the owner corrects it through the API.
 */
export const FocusSessionSchema = z.object({
  id: documentId('Session id'),
  target: FocusTargetSchema,
  plannedMinutes: z.number().check(z.nonnegative()),
  focusedMinutes: z.number().check(z.nonnegative()),
  startedAt: instant('Started at'),
  endedAt: instant('Ended at'),
  completed: flag('Completed'),
  /** When it was recorded, at its end: the order and the range of GET /api/focus/sessions. */
  ...storedTimestamps,
});
export type FocusSession = z.infer<typeof FocusSessionSchema>;

/** GET /api/focus/sessions: those recorded from `from` until before `to`, both optional. */
export const FocusSessionsQuerySchema = z.object({
  from: z.optional(instantInput('from')),
  to: z.optional(instantInput('to')),
});

/** PATCH /api/focus/sessions/{id}: a correction of the minutes focused. */
export const FocusSessionUpdateSchema = z.object({
  focusedMinutes: z
    .number({ error: 'focusedMinutes must be a number' })
    .check(z.gte(0, { error: 'focusedMinutes must be from 0 to the planned minutes' })),
});

const tallyNumber = z.number().check(z.nonnegative());

/** users/{uid}/focusTally/{projectId}: each task's pomodoros done and minutes focused. */
export const FocusTallySchema = z.object({
  tasks: z._default(
    z.record(z.string(), z.object({ pomodoros: tallyNumber, minutes: tallyNumber })),
    {},
  ),
});
export type FocusTally = z.infer<typeof FocusTallySchema>;

/**
 * POST /api/focus/start-from-push: the Start of a push's button. The service worker has no
 * sign-in, so the user, the revision of the waiting phase and the key its push carried name it.
 */
export const FocusPushStartSchema = z.object({
  uid: documentId('User id'),
  revision: wholeNumber('Revision', 0, Number.MAX_SAFE_INTEGER),
  key: requiredText('Key', 100),
});
export type FocusPushStart = z.infer<typeof FocusPushStartSchema>;
