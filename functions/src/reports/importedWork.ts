// Work done that an import brings. The completion triggers follow updates only, so that a mass
// write costs no invocation per item: an import that wrote completed tasks or todos queues a
// recount of the account's report months instead.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { userDoc } from '../platform/firestore';
import * as logs from '../platform/logs';
import { enqueueRecounts } from './recomputeQueue';

/**
 * Queues the recount for the completed documents at `paths` (none: nothing to do). Named by
 * them, so a retried request that wrote the same ones queues one. When the queue cannot take
 * it, the account is marked as not counted, which the weekly recount picks up: the import
 * itself has been written, and is not failed for its figures.
 */
export async function recountImportedWork(uid: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const digest = createHash('sha256')
    .update([...paths].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
  try {
    await enqueueRecounts([uid], `import-${digest}`);
  } catch (error) {
    logs.importRecountDeferred(uid, error);
    await userDoc(uid).update({ reportsVersion: FieldValue.delete() });
  }
}
