import { sweepReminders as sweep } from '../reminders/sweep';
import { scheduledJob } from './scheduledJob';

/** Every minute: enqueues the reminders due within the next two minutes for their due time. */
export const sweepReminders = scheduledJob(
  'sweepReminders',
  { cron: '* * * * *', timeZone: 'UTC' },
  () => sweep(),
);
