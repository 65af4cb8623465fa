// The Cloud Tasks worker: one task per reminder instant, enqueued by the sweep for its due
// time. A task that arrives early (the emulator dispatches at once; clocks differ) fails on
// purpose, so that Cloud Tasks retries it a few seconds later.
import { onTaskDispatched } from 'firebase-functions/tasks';
import { z } from 'zod';
import { capacityOf } from '../platform/capacity';
import { mailUnsubscribeKey, REGION } from '../platform/config';
import * as logs from '../platform/logs';
import { deliverReminder } from './deliver';
import { deliverPendingPush } from './pushDelivery';

export const SEND_REMINDER = 'sendReminder';
/** Seconds between attempts: an early arrival is sent at most this late. */
export const RETRY_SECONDS = 5;

const ReminderTaskSchema = z.object({
  uid: z.string().min(1),
  taskId: z.string().min(1),
  dueAtMs: z.number().int().nonnegative(),
  snooze: z.boolean().optional(),
});

export class EarlyArrivalError extends Error {
  override readonly name = 'EarlyArrivalError';
}

export const sendReminder = onTaskDispatched(
  {
    region: REGION,
    ...capacityOf('sendReminder'),
    // A sweep enqueues up to two minutes ahead: enough attempts at RETRY_SECONDS to cover it,
    // plus some for real failures.
    retryConfig: {
      maxAttempts: 60,
      minBackoffSeconds: RETRY_SECONDS,
      maxBackoffSeconds: RETRY_SECONDS,
    },
    rateLimits: { maxConcurrentDispatches: 100 },
    // Signs the unsubscribe link of the reminder mail.
    secrets: [mailUnsubscribeKey],
  },
  async (request) => {
    const parsed = ReminderTaskSchema.safeParse(request.data);
    if (!parsed.success) {
      logs.reminderTaskRefused(parsed.error.message);
      return; // a malformed task can never succeed: acknowledged, not retried
    }
    const result = await deliverReminder(parsed.data);
    if (result.outcome === 'early') {
      throw new EarlyArrivalError(`Reminder due in ${result.waitMs} ms; retried later`);
    }
    if ((result.outcome === 'sent' || result.outcome === 'already-sent') && result.push) {
      await deliverPendingPush(result.push);
    }
    logs.reminderDelivered(parsed.data.uid, parsed.data.taskId, result.outcome);
  },
);
