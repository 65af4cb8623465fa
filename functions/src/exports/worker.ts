// buildExportTask: reads everything the user owns, a page at a time, into the export's chunks.
// A retry writes the same chunks again; an export whose status is gone (expired, account deleted) or
// already reported failed (a run far too late) is left alone.
import type { Timestamp } from 'firebase-admin/firestore';
import { taskWorker } from '../platform/taskWorker';
import * as logs from '../platform/logs';
import { BUILD_EXPORT_TASK_FUNCTION, BuildExportTaskSchema } from './queue';
import { exportRef } from './refs';
import { statusAt } from './service';
import { buildExport } from './store';

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
    await buildExport(uid, exportId, new Date());
    logs.exportBuilt(uid, exportId);
  },
);
