// One shape for a Cloud Tasks worker: the payload is checked with its schema before any work,
// and a payload that does not fit is dropped (logged) rather than retried, since no retry can
// mend it. The queue's options (retries, rate limits) stay with each worker.
import { onTaskDispatched, type Request, type TaskQueueOptions } from 'firebase-functions/tasks';
import { z } from 'zod';
import { capacityOf, type FunctionName } from './capacity';
import { REGION } from './config';
import * as logs from './logs';

export function taskWorker<S extends z.core.$ZodType<Record<string, unknown>>>(
  functionName: FunctionName,
  options: Omit<TaskQueueOptions, 'region'>,
  schema: S,
  run: (task: z.output<S>, request: Request) => Promise<unknown>,
) {
  return onTaskDispatched(
    { region: REGION, ...capacityOf(functionName), ...options },
    async (request) => {
      const task = z.safeParse(schema, request.data);
      if (!task.success) {
        logs.taskDropped(functionName, task.error.message);
        return;
      }
      await run(task.data, request);
    },
  );
}
