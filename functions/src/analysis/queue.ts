// The analysis queue: one task per user and occasion, run by analyseUserTask.
import { z } from 'zod';
import { isDocumentId } from '@pomoplan/domain';
import * as logs from '../platform/logs';
import { enqueueTasks, taskName, type EnqueueReport } from '../platform/taskQueue';

export const ANALYSE_TASK_FUNCTION = 'analyseUserTask';

export const AnalyseTaskSchema = z.object({
  uid: z.string().refine(isDocumentId, { error: 'uid must be a document id' }),
  runId: z.string().min(1).max(100).optional(),
});
export type AnalyseTask = z.infer<typeof AnalyseTaskSchema>;

/** Why a task was queued; part of its name, so each occasion is de-duplicated on its own. */
export type AnalysisOccasion =
  | { kind: 'nightly'; day: string }
  | { kind: 'refresh'; window: string }
  | { kind: 'admin'; runId: string };

function occasionKey(occasion: AnalysisOccasion): string {
  switch (occasion.kind) {
    case 'nightly':
      return occasion.day;
    case 'refresh':
      return occasion.window;
    case 'admin':
      return occasion.runId;
  }
}

export async function enqueueAnalyses(
  occasion: AnalysisOccasion,
  uids: readonly string[],
): Promise<EnqueueReport> {
  const runId = occasion.kind === 'admin' ? occasion.runId : undefined;
  const report = await enqueueTasks<AnalyseTask>(
    ANALYSE_TASK_FUNCTION,
    uids.map((uid) => ({
      name: taskName(occasion.kind, uid, occasionKey(occasion)),
      data: runId ? { uid, runId } : { uid },
    })),
  );
  logs.analysesQueued(occasion.kind, report.queued, report.duplicates);
  return report;
}
