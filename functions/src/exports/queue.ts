// The export queue: one task per export, run by buildExportTask.
import { isDocumentId } from '@pomoplan/domain';
import { z } from 'zod';
import { enqueueTasks, taskName } from '../platform/taskQueue';

export const BUILD_EXPORT_TASK_FUNCTION = 'buildExportTask';

export const BuildExportTaskSchema = z.object({
  uid: z.string().refine(isDocumentId, { error: 'uid must be a document id' }),
  exportId: z.string().refine(isDocumentId, { error: 'exportId must be a document id' }),
});
export type BuildExportTask = z.infer<typeof BuildExportTaskSchema>;

export async function enqueueExport(task: BuildExportTask): Promise<void> {
  await enqueueTasks<BuildExportTask>(BUILD_EXPORT_TASK_FUNCTION, [
    { name: taskName('export', task.uid, task.exportId), data: task },
  ]);
}
