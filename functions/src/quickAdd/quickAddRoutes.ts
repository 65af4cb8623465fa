// /api/tasks/quick: a task from one line of plain words.
import { QuickAddInputSchema, QuickAddResponseSchema } from '@pomoplan/domain/quickAdd';
import { quickAdd } from './quickAdd';
import { LIMIT_REFUSAL, route } from '../platform/http/route';

export const quickAddRoutes = [
  route(
    {
      method: 'post',
      path: '/tasks/quick',
      access: 'user',
      tag: 'tasks',
      summary: 'Create a task from plain words',
      description:
        "Reads e.g. 'Call Ana tomorrow 6pm every week #Family ~3 remind 15m before' in the " +
        "user's zone: the date, a time (the task's reminder), a repeat, '#project' (an existing " +
        "one, else a new one within the tier's limit), '~N' pomodoros and 'remind N before'. " +
        'A repeat on several named days makes one weekly task per day. A task naming no project ' +
        'goes into the first project (a new Inbox when there is none).',
      body: QuickAddInputSchema,
      response: QuickAddResponseSchema,
      status: 201,
      refusals: [LIMIT_REFUSAL],
      idempotent: true,
    },
    ({ uid, body }) => quickAdd(uid, body),
  ),
];
