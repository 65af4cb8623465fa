// The weekly report queue: one task per user and week, run by sendWeeklyReportTask. The name
// is per user and week, so a re-run or retried planner queues nothing new.
import { isDocumentId, isValidDay } from '@pomoplan/domain';
import { z } from 'zod';
import * as logs from '../platform/logs';
import { enqueueTasks, taskName, type EnqueueReport } from '../platform/taskQueue';

export const WEEKLY_REPORT_TASK_FUNCTION = 'sendWeeklyReportTask';

/** A weekly report reads at most 14 month documents and writes one mail: as the digest. */
export const WEEKLY_REPORT_QUEUE_RATE_LIMITS = {
  maxConcurrentDispatches: 20,
  maxDispatchesPerSecond: 100,
};

export const WeeklyReportTaskSchema = z.object({
  uid: z.string().refine(isDocumentId, { error: 'uid must be a document id' }),
  /** The Monday the week reported on starts. */
  week: z.string().refine(isValidDay, { error: 'week must be a calendar day (yyyy-MM-dd)' }),
  timeZone: z.string().max(64),
});
export type WeeklyReportTask = z.infer<typeof WeeklyReportTaskSchema>;

export async function enqueueWeeklyReports(
  tasks: readonly WeeklyReportTask[],
): Promise<EnqueueReport> {
  const report = await enqueueTasks<WeeklyReportTask>(
    WEEKLY_REPORT_TASK_FUNCTION,
    tasks.map((task) => ({ name: taskName('weekly', task.uid, task.week), data: task })),
  );
  logs.weeklyReportsQueued(report.queued, report.duplicates);
  return report;
}
