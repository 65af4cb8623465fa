// Hourly: queues the weekly report of each user whose Monday morning has come, about the
// week that ended with the Sunday before.
import { addDays, todayIn, weekOf } from '@pomoplan/domain';
import { queueDueMail } from '../mail/mailSchedule';
import { scheduledJob } from '../platform/scheduledJob';
import { enqueueWeeklyReports } from './weeklyQueue';
import { WEEKLY_REPORT_SCHEDULE } from './weeklySchedule';

export const weeklyReport = scheduledJob(
  'weeklyReport',
  { cron: '0 * * * *', timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    const now = new Date();
    const { queued, duplicates } = await queueDueMail(WEEKLY_REPORT_SCHEDULE, now, (users) =>
      enqueueWeeklyReports(
        users.map(({ uid, timeZone }) => ({
          uid,
          week: addDays(weekOf(todayIn(timeZone, now)), -7),
          timeZone,
        })),
      ),
    );
    return { 'weekly reports queued': queued, 'already queued': duplicates };
  },
);
