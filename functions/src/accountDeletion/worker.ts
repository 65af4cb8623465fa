// deleteAccountTask: the Cloud Tasks worker that deletes one account. A failed step throws, and
// the queue runs the task again later; the record makes the new attempt continue, not restart.
import { googleClientSecret, stripeSecretKey, tokenEncryptionKey } from '../platform/config';
import { taskWorker } from '../platform/taskWorker';
import { DELETE_ACCOUNT_TASK_FUNCTION, DeleteAccountTaskSchema } from './queue';
import { runDeletion } from './run';

export const deleteAccountTask = taskWorker(
  DELETE_ACCOUNT_TASK_FUNCTION,
  {
    // A heavy user's documents take a while to delete.
    timeoutSeconds: 540,
    // Cancels the subscription (Stripe), revokes the grant (Google, its sealed refresh token).
    secrets: [stripeSecretKey, googleClientSecret, tokenEncryptionKey],
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 30, maxBackoffSeconds: 600 },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  DeleteAccountTaskSchema,
  async (task) => runDeletion(task.uid),
);
