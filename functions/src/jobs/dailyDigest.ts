import { sendDueDigests } from '../digest/send';
import { scheduledJob } from './scheduledJob';

/** Hourly: the daily digest e-mail of each user whose local 07:00 has come. */
export const dailyDigest = scheduledJob('dailyDigest', { cron: '0 * * * *', timeZone: 'UTC' }, () =>
  sendDueDigests(),
);
