import { queueDueDigests } from './plan';
import { scheduledJob } from '../platform/scheduledJob';

/** Hourly: queues the daily digest e-mail of each user whose local 07:00 has come. */
export const dailyDigest = scheduledJob(
  'dailyDigest',
  { cron: '0 * * * *', timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    const { queued, duplicates } = await queueDueDigests(new Date());
    return { 'digests queued': queued, 'already queued': duplicates };
  },
);
