// Apart from the other focus schemas (focus.ts) because the shell reads the timer on every
// page: only these are bundled into the first screen.
import { z } from 'zod/mini';
import { FOCUS_PHASES } from '../focus';
import { documentId, text } from './common';

const ms = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(z.int(), z.nonnegative());

export const FocusTargetSchema = z.union([
  z.object({
    kind: z.literal('task'),
    id: documentId('Task id'),
    title: text('Task title'),
    projectId: documentId('Project id'),
  }),
  z.object({ kind: z.literal('todo'), id: documentId('Todo id'), title: text('Todo text') }),
  z.object({ kind: z.literal('none') }),
]);

/**
 * users/{uid}/focus/timer: the running phase, written by the server only. Times are epoch
 * milliseconds of the server's clock, so every device computes the same remaining time.
 */
export const FocusTimerSchema = z.object({
  phase: z.enum(FOCUS_PHASES),
  target: FocusTargetSchema,
  startedAtMs: ms('Started at'),
  plannedMs: ms('Planned time'),
  addedMs: ms('Added time'),
  pausedAtMs: z.nullable(ms('Paused at')),
  pausedMs: ms('Paused time'),
  completedPomodoros: ms('Completed pomodoros'),
  revision: ms('Revision'),
});

/** GET /api/focus and every verb's answer: the timer (null when none runs) and the server's now. */
export const FocusStateSchema = z.object({
  timer: z.nullable(FocusTimerSchema),
  /** The server's clock when it answered, for a device to correct its own by. */
  serverNowMs: ms('Server time'),
});
export type FocusState = z.infer<typeof FocusStateSchema>;
