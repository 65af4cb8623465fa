// Reading the task and user fields the reminders depend on, tolerant of stored data its
// schema refuses (such a task has no reminder rather than failing a trigger forever).
import { DEFAULT_TIME_ZONE, isValidTimeZone, TaskSchema, type Task } from '@pomoplan/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logs from '../platform/logs';
import { parseStored, StoredDataError } from '../platform/firestore';

export function readTask(snapshot: DocumentSnapshot): Task | null {
  if (!snapshot.exists) return null;
  try {
    return parseStored(TaskSchema, snapshot.id, snapshot.ref.path, snapshot.data());
  } catch (error) {
    if (!(error instanceof StoredDataError)) throw error;
    logs.storedDocumentSkipped(snapshot.ref.path, error.message);
    return null;
  }
}

/** The user's IANA zone (kept at each sign-in), or UTC when none is known. */
export function readTimeZone(user: DocumentSnapshot): string {
  const zone: unknown = user.get('timeZone');
  return typeof zone === 'string' && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
