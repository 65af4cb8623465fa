import { z } from 'zod/mini';
import { requiredLine, wholeNumber } from '../schemas/common';
import { ProjectSchema } from '../schemas/project';
import { TaskSchema } from '../schemas/task';
import { TimeZoneSchema } from '../schemas/timeZone';
import { QUICK_ADD_PART_KINDS } from './types';

export const QUICK_ADD_TEXT_MAX = 1000;
/** Monday: the week start when the caller names none. */
export const DEFAULT_WEEK_START = 1;

/** POST /api/tasks/quick. */
export const QuickAddInputSchema = z.object({
  text: requiredLine('Text', QUICK_ADD_TEXT_MAX, 'Type what the task is'),
  /** The zone the words are meant in; the user's stored zone when absent. */
  timeZone: z.optional(TimeZoneSchema),
  /** 0 Sunday to 6 Saturday, for 'this week' and 'next week'. */
  weekStart: z._default(wholeNumber('Week start', 0, 6), DEFAULT_WEEK_START),
  /** Parts the user undid: their words stay in the title. */
  ignore: z._default(
    z
      .array(
        z.enum(QUICK_ADD_PART_KINDS, {
          error: `Each part to ignore must be one of ${QUICK_ADD_PART_KINDS.join(', ')}`,
        }),
      )
      .check(z.maxLength(QUICK_ADD_PART_KINDS.length)),
    [],
  ),
});
export type QuickAddInput = z.infer<typeof QuickAddInputSchema>;

/** The tasks made (several for a series on named days) and the project made for '#new', if any. */
export const QuickAddResponseSchema = z.object({
  tasks: z.array(TaskSchema),
  createdProject: z.nullable(ProjectSchema),
});
export type QuickAddResponse = z.infer<typeof QuickAddResponseSchema>;
