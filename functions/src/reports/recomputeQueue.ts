// The recount queue: one task per account and rollup version, run by recomputeReportsTask.
import { isDocumentId, REPORT_ROLLUP_VERSION } from '@pomoplan/domain';
import { z } from 'zod';
import { enqueueTasks, taskName, type EnqueueReport } from '../platform/taskQueue';

export const RECOMPUTE_REPORTS_TASK_FUNCTION = 'recomputeReportsTask';

/** A recount reads every session and completion of an account: a few at a time. */
export const RECOMPUTE_REPORTS_QUEUE_RATE_LIMITS = {
  maxConcurrentDispatches: 5,
  maxDispatchesPerSecond: 10,
};

export const RecomputeReportsTaskSchema = z.object({
  uid: z.string().refine(isDocumentId, { error: 'uid must be a document id' }),
});
export type RecomputeReportsTask = z.infer<typeof RecomputeReportsTaskSchema>;

/** Queues a recount of each account, once per rollup version: a re-run queues nothing new. */
export function enqueueRecounts(
  uids: readonly string[],
  occasion = `v${REPORT_ROLLUP_VERSION}`,
): Promise<EnqueueReport> {
  return enqueueTasks<RecomputeReportsTask>(
    RECOMPUTE_REPORTS_TASK_FUNCTION,
    uids.map((uid) => ({ name: taskName('reports', uid, occasion), data: { uid } })),
  );
}
