// analyseUserTask: the Cloud Tasks worker that writes one user's analysis. Retries with backoff
// on a passing provider failure (429, 5xx, timeout); on the last attempt the analysis falls back
// instead. The rate limits keep a night's fan-out within the model's quota.
import { geminiApiKey } from '../platform/config';
import { taskWorker } from '../platform/taskWorker';
import { queueRunPage, RUN_PAGE_TASK_FUNCTION, RunPageTaskSchema } from './adminRun';
import { ANALYSE_TASK_FUNCTION, AnalyseTaskSchema } from './queue';
import { analyseUser } from './run';

export const ANALYSIS_MAX_ATTEMPTS = 4;

export const analyseUserTask = taskWorker(
  ANALYSE_TASK_FUNCTION,
  {
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
  AnalyseTaskSchema,
  (task, request) =>
    analyseUser(task.uid, {
      runId: task.runId,
      mayRetry: request.retryCount < ANALYSIS_MAX_ATTEMPTS - 1,
    }),
);

/** One page of an admin's "every user" run: queues 500 analyses and the next page. */
export const analysisRunPageTask = taskWorker(
  RUN_PAGE_TASK_FUNCTION,
  {
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  RunPageTaskSchema,
  queueRunPage,
);
