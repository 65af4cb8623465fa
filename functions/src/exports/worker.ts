// buildExportTask: reads everything the user owns and stores it as the export's file. A retry
// writes the same chunks again; an export whose status is gone (expired, account deleted) or
// already reported failed (a run far too late) is left alone.
import type { Timestamp } from 'firebase-admin/firestore';
import { taskWorker } from '../platform/taskWorker';
import * as logs from '../platform/logs';
import { collectExport } from './collect';
import { BUILD_EXPORT_TASK_FUNCTION, BuildExportTaskSchema } from './queue';
import { exportRef } from './refs';
import { statusAt } from './service';
import { storeExport } from './store';

export const buildExportTask = taskWorker(
  BUILD_EXPORT_TASK_FUNCTION,
  {
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  BuildExportTaskSchema,
  async ({ uid, exportId }) => {
    const stored = await exportRef(uid, exportId).get();
    const createdAt = stored.get('createdAt') as Timestamp | undefined;
    if (!stored.exists || statusAt(stored.get('status'), createdAt, Date.now()) === 'failed')
      return;
    const file = await collectExport(uid, new Date());
    await storeExport(uid, exportId, file);
    logs.exportBuilt(uid, exportId);
  },
);
