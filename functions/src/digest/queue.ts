// The digest queue: one task per user and local day, run by sendDigestTask. The name is per user
// and day, so a re-run or retried planner queues nothing new.
import { isDocumentId, isValidDay } from '@pomoplan/domain';
import { z } from 'zod';
import { enqueueTasks, taskName, type EnqueueReport } from '../platform/taskQueue';
import * as logs from '../platform/logs';

export const DIGEST_TASK_FUNCTION = 'sendDigestTask';

/**
 * A digest task is three small reads and one write (a fraction of a second), so 20 at once keep
 * up with 100 a second: 100,000 digests in about 17 minutes, a pace the mail extension's SMTP
 * connection can take.
 */
export const DIGEST_QUEUE_RATE_LIMITS = {
  maxConcurrentDispatches: 20,
  maxDispatchesPerSecond: 100,
};

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
