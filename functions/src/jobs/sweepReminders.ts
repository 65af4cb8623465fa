import { mailUnsubscribeKey } from '../config';
import { sweepReminders as sweep } from '../reminders/sweep';
import { scheduledJob } from './scheduledJob';

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
