// An admin's "analyse todos" run: queues the same analysis task for every user (or the users
// named) under one run id, and reports progress from the users done so far
// (aiRuns/{runId}/done/{uid}, one document per user however often a task is retried).
import type { AnalysisRun } from '@pomoplan/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db, serverTime } from '../services/firestore';
import { enqueueAnalyses } from './queue';

const PAGE_SIZE = 500;

const runsCollection = () => db().collection('aiRuns');

/** Every user id, page by page (ids only). */
async function* allUserIds(): AsyncGenerator<string[]> {
  let page = db().collection('users').select().orderBy('__name__').limit(PAGE_SIZE);
  for (;;) {
    const snapshot = await page.get();
    yield snapshot.docs.map((doc) => doc.id);
    const last = snapshot.docs.at(-1);
    if (!last || snapshot.size < PAGE_SIZE) return;
    page = page.startAfter(last);
  }
}

async function* chosenUserIds(userIds: readonly string[]): AsyncGenerator<string[]> {
  yield [...new Set(userIds)];
}

export async function startAnalysisRun(
  userIds: readonly string[] | undefined,
  requestedBy: string,
): Promise<{ runId: string; queued: number }> {
  const run = runsCollection().doc();
  await run.set({ queued: 0, startedAt: serverTime(), requestedBy });
  let queued = 0;
  for await (const uids of userIds ? chosenUserIds(userIds) : allUserIds()) {
    if (uids.length === 0) continue;
    const report = await enqueueAnalyses({ kind: 'admin', runId: run.id }, uids);
    queued += report.queued;
    await run.update({ queued: FieldValue.increment(report.queued) });
  }
  return { runId: run.id, queued };
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
