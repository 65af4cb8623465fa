// Deletes the documents whose `expiresAt` has passed, in every collection group that keeps
// short-lived records. Each group needs a single-field collection-group index on expiresAt
// (firestore.indexes.json, fieldOverrides).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db } from './firestore';
import { scheduledJob } from './scheduledJob';

/** Collection groups whose documents carry an `expiresAt` Timestamp and may then be deleted. */
export const EXPIRING_COLLECTION_GROUPS = [
  'idempotencyKeys',
  'reminderSends',
  'exports',
  'exportChunks',
  'googleOAuthStates',
  'adminSignInFailures',
] as const;

const BATCH_SIZE = 500;
/** Caps one run; whatever is left waits for the next run instead of running past the timeout. */
const MAX_BATCHES_PER_GROUP = 40;

/** Deletes expired documents of one collection group, in bounded batches; returns the count. */
async function pruneGroup(firestore: Firestore, group: string, now: Timestamp) {
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_GROUP; batch += 1) {
    const expired = await firestore
      .collectionGroup(group)
      .where('expiresAt', '<=', now)
      .limit(BATCH_SIZE)
      .select()
      .get();
    if (expired.empty) break;
    const writer = firestore.batch();
    for (const doc of expired.docs) writer.delete(doc.ref);
    await writer.commit();
    deleted += expired.size;
    if (expired.size < BATCH_SIZE) break;
  }
  return deleted;
}

export const pruneExpired = scheduledJob(
  'pruneExpired',
  { cron: '0 * * * *', timeZone: 'UTC' },
  async () => {
    const now = Timestamp.now();
    const summary: Record<string, number> = {};
    for (const group of EXPIRING_COLLECTION_GROUPS) {
      summary[`${group} deleted`] = await pruneGroup(db(), group, now);
    }
    return summary;
  },
);
