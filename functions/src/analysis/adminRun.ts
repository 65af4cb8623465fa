// An admin's "analyse todos" run: queues the same analysis task for every user (or the users
// named) under one run id, and reports progress from the users done so far
// (aiRuns/{runId}/done/{uid}, one document per user however often a task is retried).
import type { AnalysisRun } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { enqueueTasks, taskName } from '../platform/taskQueue';
import { db, serverTime } from '../platform/firestore';
import { enqueueAnalyses } from './queue';
import { runsCollection } from './runRefs';

const PAGE_SIZE = 500;
export const RUN_PAGE_TASK_FUNCTION = 'analysisRunPageTask';

export const RunPageTaskSchema = z.object({
  runId: z.string().min(1).max(100),
  startAfter: z.string().min(1).max(1500).optional(),
});
export type RunPageTask = z.infer<typeof RunPageTaskSchema>;

/** Queues the page of users after `startAfter`, then the task of the next page. */
export async function queueRunPage({ runId, startAfter }: RunPageTask): Promise<number> {
  let page = db().collection('users').select().orderBy('__name__').limit(PAGE_SIZE);
  if (startAfter) page = page.startAfter(startAfter);
  const snapshot = await page.get();
  const uids = snapshot.docs.map((doc) => doc.id);
  if (uids.length > 0) await enqueueAnalyses({ kind: 'admin', runId }, uids);
  const last = uids.at(-1);
  if (last && uids.length === PAGE_SIZE) {
    // Named by the page's last user: a retried page queues its successor once.
    await enqueueTasks<RunPageTask>(RUN_PAGE_TASK_FUNCTION, [
      { name: taskName('run-page', runId, last), data: { runId, startAfter: last } },
    ]);
  }
  return uids.length;
}

/**
 * Named users are queued at once (at most 500). Every user is queued by a chain of page
 * tasks, 500 users each, so that no single request has to queue a whole user base: the run
 * counts the users up front, and its progress counts those done.
 */
export async function startAnalysisRun(
  userIds: readonly string[] | undefined,
  requestedBy: string,
): Promise<{ runId: string; queued: number }> {
  const run = runsCollection().doc();
  if (userIds) {
    const uids = [...new Set(userIds)];
    await run.set({ queued: uids.length, startedAt: serverTime(), requestedBy });
    const report = await enqueueAnalyses({ kind: 'admin', runId: run.id }, uids);
    return { runId: run.id, queued: report.queued + report.duplicates };
  }
  const users = (await db().collection('users').count().get()).data().count;
  await run.set({ queued: users, startedAt: serverTime(), requestedBy });
  await enqueueTasks<RunPageTask>(RUN_PAGE_TASK_FUNCTION, [
    { name: taskName('run-page', run.id, 'first'), data: { runId: run.id } },
  ]);
  return { runId: run.id, queued: users };
}

export async function analysisRunProgress(runId: string): Promise<AnalysisRun | null> {
  const run = await runsCollection().doc(runId).get();
  if (!run.exists) return null;
  const done = await run.ref.collection('done').count().get();
  const startedAt: unknown = run.get('startedAt');
  const queued: unknown = run.get('queued');
  return {
    runId,
    queued: typeof queued === 'number' ? queued : 0,
    done: done.data().count,
    startedAt: startedAt instanceof Timestamp ? startedAt.toDate() : new Date(0),
  };
}
