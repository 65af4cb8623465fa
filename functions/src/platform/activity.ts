// users/{uid}/activity/{id}: {action, details, changedBy, timestamp}, written by the server only.
import {
  ActivityLogInputSchema,
  ActivityLogSchema,
  type ActivityLog,
  type ActivityLogInput,
} from '@pomoplan/domain';
import type {
  DocumentData,
  DocumentReference,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import {
  entityConverter,
  GRPC_ALREADY_EXISTS,
  hasGrpcCode,
  readableDocs,
  serverTime,
  userDoc,
} from './firestore';

const activityConverter = entityConverter(ActivityLogSchema);

export function activityCollection(uid: string) {
  return userDoc(uid).collection('activity');
}

function activityData(entry: ActivityLogInput): DocumentData {
  return { ...ActivityLogInputSchema.parse(entry), timestamp: serverTime() };
}

/** Adds an entry to a transaction or a batch (a new id each time). */
export function addActivity(
  tx: Transaction | WriteBatch,
  uid: string,
  entry: ActivityLogInput,
): void {
  tx.create(activityCollection(uid).doc(), activityData(entry));
}

/**
 * Records an entry under a fixed id, once: triggers pass their event id, so a redelivered
 * event does not log the same thing twice.
 */
export async function recordActivityOnce(
  uid: string,
  id: string,
  entry: ActivityLogInput,
): Promise<DocumentReference> {
  const ref = activityCollection(uid).doc(id);
  try {
    await ref.create(activityData(entry));
  } catch (error) {
    if (!hasGrpcCode(error, GRPC_ALREADY_EXISTS)) throw error;
  }
  return ref;
}

/** Adds an entry on its own and returns it as stored (with the server's timestamp). */
export async function recordActivity(uid: string, entry: ActivityLogInput): Promise<ActivityLog> {
  const ref = activityCollection(uid).doc();
  await ref.create(activityData(entry));
  const stored = (await ref.withConverter(activityConverter).get()).data();
  if (!stored) throw new Error(`${ref.path} vanished right after it was written`);
  return stored;
}

/** The newest `limit` entries, newest first. */
export async function recentActivity(uid: string, limit: number): Promise<ActivityLog[]> {
  const snapshot = await activityCollection(uid)
    .withConverter(activityConverter)
    .orderBy('timestamp', 'desc')
    .limit(limit)
    .get();
  return readableDocs(snapshot.docs);
}
