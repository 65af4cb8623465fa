// sendDigestTask: the Cloud Tasks worker that sends one user's daily digest. Each task is one
// small read and one write, so the queue may run many at once; the limits keep a morning's
// burst within what the mail extension and its SMTP connection take.
import { taskWorker } from '../jobs/taskWorker';
import * as logs from '../logs';
import { DIGEST_TASK_FUNCTION, DigestTaskSchema } from './queue';
import { sendDigest } from './send';

export const sendDigestTask = taskWorker(
  DIGEST_TASK_FUNCTION,
  {
    timeoutSeconds: 60,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 50, maxDispatchesPerSecond: 100 },
  },
  DigestTaskSchema,
  async (task) => logs.digestHandled(task.uid, task.day, await sendDigest(task)),
);
