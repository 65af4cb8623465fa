// sendDigestTask: the Cloud Tasks worker that sends one user's daily digest. A task is three
// small reads and one write (a fraction of a second), so 20 at once keep up with 100 a second:
// 100,000 digests in about 17 minutes, a pace the mail extension's SMTP connection can take.
import { mailUnsubscribeKey } from '../platform/config';
import { taskWorker } from '../platform/taskWorker';
import * as logs from '../platform/logs';
import { DIGEST_TASK_FUNCTION, DigestTaskSchema } from './queue';
import { sendDigest } from './send';

export const sendDigestTask = taskWorker(
  DIGEST_TASK_FUNCTION,
  {
    timeoutSeconds: 60,
    // Signs the unsubscribe link of each digest.
    secrets: [mailUnsubscribeKey],
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 20, maxDispatchesPerSecond: 100 },
  },
  DigestTaskSchema,
  async (task) => logs.digestHandled(task.uid, task.day, await sendDigest(task)),
);
