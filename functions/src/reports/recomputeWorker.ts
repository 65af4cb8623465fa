// recomputeReportsTask: the Cloud Tasks worker that counts one account's report months again.
import * as logs from '../platform/logs';
import { taskWorker } from '../platform/taskWorker';
import {
  RECOMPUTE_REPORTS_QUEUE_RATE_LIMITS,
  RECOMPUTE_REPORTS_TASK_FUNCTION,
  RecomputeReportsTaskSchema,
} from './recomputeQueue';
import { recomputeReports } from './recompute';

export const recomputeReportsTask = taskWorker(
  RECOMPUTE_REPORTS_TASK_FUNCTION,
  {
    timeoutSeconds: 540,
    memory: '512MiB',
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 60, maxBackoffSeconds: 600 },
    rateLimits: RECOMPUTE_REPORTS_QUEUE_RATE_LIMITS,
  },
  RecomputeReportsTaskSchema,
  async ({ uid }) => logs.reportsRecounted(uid, await recomputeReports(uid)),
);
