import { mailUnsubscribeKey } from '../config';
import { sendDueDigests } from '../digest/send';
import { scheduledJob } from './scheduledJob';

/** Hourly: the daily digest e-mail of each user whose local 07:00 has come. */
export const dailyDigest = scheduledJob(
  'dailyDigest',
  // The key signs the unsubscribe link of each digest.
  { cron: '0 * * * *', timeZone: 'UTC', secrets: [mailUnsubscribeKey] },
  () => sendDueDigests(),
);
