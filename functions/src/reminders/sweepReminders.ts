import { mailUnsubscribeKey } from '../platform/config';
import { sweepReminders as sweep } from './sweep';
import { scheduledJob } from '../platform/scheduledJob';

/**
 * Every minute: enqueues the reminders due within the next two minutes for their due time,
 * and reports those more than an hour late as missed.
 */
export const sweepReminders = scheduledJob(
  'sweepReminders',
  // The key signs the unsubscribe link of the mail that lists missed reminders.
  { cron: '* * * * *', timeZone: 'UTC', secrets: [mailUnsubscribeKey] },
  () => sweep(),
);
