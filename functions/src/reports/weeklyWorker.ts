// sendWeeklyReportTask: the Cloud Tasks worker that sends one user's weekly report.
import { mailUnsubscribeKey } from '../platform/config';
import * as logs from '../platform/logs';
import { taskWorker } from '../platform/taskWorker';
import {
  WEEKLY_REPORT_QUEUE_RATE_LIMITS,
  WEEKLY_REPORT_TASK_FUNCTION,
  WeeklyReportTaskSchema,
} from './weeklyQueue';
import { sendWeeklyReport } from './weeklySend';

export const sendWeeklyReportTask = taskWorker(
  WEEKLY_REPORT_TASK_FUNCTION,
  {
    timeoutSeconds: 60,
    // Signs the unsubscribe link of each report.
    secrets: [mailUnsubscribeKey],
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: WEEKLY_REPORT_QUEUE_RATE_LIMITS,
  },
  WeeklyReportTaskSchema,
  async (task) => logs.weeklyReportHandled(task.uid, task.week, await sendWeeklyReport(task)),
);
