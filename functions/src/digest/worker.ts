// sendDigestTask: the Cloud Tasks worker that sends one user's daily digest, at the queue's pace.
import { mailUnsubscribeKey } from '../platform/config';
import { taskWorker } from '../platform/taskWorker';
import * as logs from '../platform/logs';
import { DIGEST_QUEUE_RATE_LIMITS, DIGEST_TASK_FUNCTION, DigestTaskSchema } from './queue';
import { sendDigest } from './send';

export const sendDigestTask = taskWorker(
  DIGEST_TASK_FUNCTION,
  {
    timeoutSeconds: 60,
    // Signs the unsubscribe link of each digest.
    secrets: [mailUnsubscribeKey],
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: DIGEST_QUEUE_RATE_LIMITS,
  },
  DigestTaskSchema,
  async (task) => logs.digestHandled(task.uid, task.day, await sendDigest(task)),
);
