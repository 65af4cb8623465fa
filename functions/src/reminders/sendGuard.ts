// reminderSends/{id}: the record that one reminder was dealt with (sent, or listed as
// missed), created in the same transaction as what it sent, so nothing is sent twice.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { serverTime } from '../platform/firestore';
import type { ReminderJob } from './occurrence';
import { reminderSendRef } from './refs';

/** Send guards are kept this long (pruneExpired removes them), far past any retry. */
const SEND_GUARD_TTL_MS = 30 * 86_400_000;

export function writeSendGuard(
  tx: Transaction,
  job: ReminderJob,
  sendId: string,
  record: { channels: string[]; push: boolean; missed: boolean; snoozeKey?: string },
): void {
  tx.create(reminderSendRef(sendId), {
    uid: job.uid,
    taskId: job.taskId,
    dueAt: Timestamp.fromMillis(job.dueAtMs),
    channels: record.channels,
    push: record.push ? 'pending' : 'off',
    missed: record.missed,
    // What the push's snooze buttons present: the service worker has no sign-in of its own.
    ...(record.snoozeKey === undefined ? {} : { snoozeKey: record.snoozeKey }),
    sentAt: serverTime(),
    expiresAt: Timestamp.fromMillis(job.dueAtMs + SEND_GUARD_TTL_MS),
  });
}
