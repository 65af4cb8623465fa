// analyseUserTask: the Cloud Tasks worker that writes one user's analysis. Retries with backoff
// on a passing provider failure (429, 5xx, timeout); on the last attempt the analysis falls back
// instead. The rate limits keep a night's fan-out within the model's quota.
import { onTaskDispatched } from 'firebase-functions/tasks';
import { geminiApiKey, REGION } from '../config';
import * as logs from '../logs';
import { queueRunPage, RunPageTaskSchema } from './adminRun';
import { AnalyseTaskSchema } from './queue';
import { analyseUser } from './run';

export const ANALYSIS_MAX_ATTEMPTS = 4;

export const analyseUserTask = onTaskDispatched(
  {
    region: REGION,
    secrets: [geminiApiKey],
    timeoutSeconds: 120,
    retryConfig: {
      maxAttempts: ANALYSIS_MAX_ATTEMPTS,
      minBackoffSeconds: 5,
      maxBackoffSeconds: 300,
      maxDoublings: 4,
    },
    rateLimits: { maxConcurrentDispatches: 20, maxDispatchesPerSecond: 20 },
  },
  async (request) => {
    const task = AnalyseTaskSchema.safeParse(request.data);
    if (!task.success) {
      // A malformed task never becomes valid by retrying: drop it, loudly.
      logs.analysisTaskDropped(task.error.message);
      return;
    }
    await analyseUser(task.data.uid, {
      runId: task.data.runId,
      mayRetry: request.retryCount < ANALYSIS_MAX_ATTEMPTS - 1,
    });
  },
);

/** One page of an admin's "every user" run: queues 500 analyses and the next page. */
export const analysisRunPageTask = onTaskDispatched(
  {
    region: REGION,
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  async (request) => {
    const task = RunPageTaskSchema.safeParse(request.data);
    if (!task.success) {
      logs.analysisTaskDropped(task.error.message);
      return;
    }
    await queueRunPage(task.data);
  },
);
