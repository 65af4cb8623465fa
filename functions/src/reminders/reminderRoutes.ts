// Snoozing a reminder from the bell or from its push notification: it comes again later, once.
import { PushSnoozeInputSchema, SnoozeInputSchema, SnoozeResponseSchema } from '@pomoplan/domain';
import { snoozeFromPush, snoozeReminder } from './snooze';
import { linkKey } from '../platform/http/middleware/rateLimit';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';

export const NOTHING_TO_SNOOZE = 'This task was deleted or completed: there is nothing to snooze.';
export const PUSH_NOT_SNOOZABLE =
  'This reminder can no longer be snoozed: its task was deleted or completed, or the link is not valid.';

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
  route(
    {
      method: 'post',
      path: '/reminders/snooze-from-push',
      access: 'public',
      tag: 'notifications',
      summary: "A push notification's snooze button",
      description:
        'The service worker has no sign-in: the reminder id and the key its push carried identify the reminder. A wrong key answers like a reminder that is gone.',
      body: PushSnoozeInputSchema,
      response: SnoozeResponseSchema,
      notFound: PUSH_NOT_SNOOZABLE,
      // Per reminder: the body is checked after the limit, so its id is read as sent.
      limitPer: [
        (req) => linkKey('push-snooze', (req.body as { sendId?: unknown } | null)?.sendId),
      ],
    },
    async ({ body }) => {
      const snoozed = found(
        await snoozeFromPush(body.sendId, body.key, body.choice),
        PUSH_NOT_SNOOZABLE,
      );
      return { taskId: snoozed.taskId, until: snoozed.until.toISOString() };
    },
  ),
];
