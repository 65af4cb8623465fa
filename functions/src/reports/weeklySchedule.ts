// users/{uid}.nextWeeklyReportAt: when the user's next weekly report is due (Monday morning in
// their zone; mail/mailSchedule.ts).
import { nextWeeklyReportAt } from '@pomoplan/domain';
import type { ScheduledMail } from '../mail/mailSchedule';

export const WEEKLY_REPORT_SCHEDULE: ScheduledMail = {
  setting: 'notifyWeeklyReport',
  dueField: 'nextWeeklyReportAt',
  next: nextWeeklyReportAt,
};
