// The digest queue: one task per user and local day, run by sendDigestTask. The name is per user
// and day, so a re-run or retried planner queues nothing new.
import { isDocumentId, isValidDay } from '@pomoplan/domain';
import { z } from 'zod';
import { enqueueTasks, taskName, type EnqueueReport } from '../platform/taskQueue';
import * as logs from '../platform/logs';

export const DIGEST_TASK_FUNCTION = 'sendDigestTask';

export const DigestTaskSchema = z.object({
  uid: z.string().refine(isDocumentId, { error: 'uid must be a document id' }),
  day: z.string().refine(isValidDay, { error: 'day must be a calendar day (yyyy-MM-dd)' }),
});
export type DigestTask = z.infer<typeof DigestTaskSchema>;

export async function enqueueDigests(tasks: readonly DigestTask[]): Promise<EnqueueReport> {
  const report = await enqueueTasks<DigestTask>(
    DIGEST_TASK_FUNCTION,
    tasks.map((task) => ({ name: taskName('digest', task.uid, task.day), data: task })),
  );
  logs.digestsQueued(report.queued, report.duplicates);
  return report;
}
