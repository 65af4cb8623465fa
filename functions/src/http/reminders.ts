// Snoozing a reminder from the bell: it comes again later, once.
import { SnoozeInputSchema, SnoozeResponseSchema } from '@pomoplan/domain';
import { snoozeReminder } from '../reminders/snooze';
import { route } from './route';
import { found } from './validation';

export const NOTHING_TO_SNOOZE = 'This task was deleted or completed: there is nothing to snooze.';

export const reminderRoutes = [
  route(
    {
      method: 'post',
      path: '/reminders/snooze',
      access: 'user',
      tag: 'notifications',
      summary: 'Remind of a task again later: in 10 minutes, 1 hour or tomorrow at 09:00',
      description:
        "Tomorrow morning is 09:00 on the user's clock. A task has one snoozed reminder: snoozing it again moves it.",
      body: SnoozeInputSchema,
      response: SnoozeResponseSchema,
      notFound: NOTHING_TO_SNOOZE,
    },
    async ({ uid, body }) => {
      const until = found(await snoozeReminder(uid, body.taskId, body.choice), NOTHING_TO_SNOOZE);
      return { taskId: body.taskId, until: until.toISOString() };
    },
  ),
];
