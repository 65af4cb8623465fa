// buildExportTask: reads everything the user owns and stores it as the export's file. A retry
// writes the same chunks again; an export whose status is gone (expired, account deleted) is
// left alone.
import { taskWorker } from '../jobs/taskWorker';
import * as logs from '../logs';
import { collectExport } from './collect';
import { BUILD_EXPORT_TASK_FUNCTION, BuildExportTaskSchema } from './queue';
import { exportRef } from './refs';
import { storeExport } from './store';

export const buildExportTask = taskWorker(
  BUILD_EXPORT_TASK_FUNCTION,
  {
    timeoutSeconds: 300,
    memory: '512MiB',
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  BuildExportTaskSchema,
  async ({ uid, exportId }) => {
    if (!(await exportRef(uid, exportId).get()).exists) return;
    const file = await collectExport(uid, new Date());
    await storeExport(uid, exportId, file);
    logs.exportBuilt(uid, exportId);
  },
);
