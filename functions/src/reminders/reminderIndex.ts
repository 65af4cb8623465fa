// The reminder index: reminders/{entry} holds, for each task with a reminder still to come,
// the next instant it is due. The task trigger keeps it in step with the task, so editing,
// completing, deleting or switching a reminder off moves or removes the entry with no call
// from the client; the sweep reads only the entries due soon, whatever the number of users.
import { nextReminderAt, REMINDER_GRACE_MS, reminderOccurrence } from '@pomoplan/domain';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { getEach, runTransaction, serverTime, userDoc } from '../platform/firestore';
import { taskRef } from '../platform/refs';
import { reminderSendId, seriesIdOf } from './keys';
import { reminderEntryRef, reminderSendRef } from './refs';
import { readTask, readTimeZone } from './stored';

export interface ReminderEntry {
  uid: string;
  taskId: string;
  seriesId: string;
  dueAt: Timestamp;
  /** True once a sweep has enqueued the delivery of this dueAt. */
  queued: boolean;
  /** Changes with every new dueAt, so that a task name is never reused for a new schedule. */
  version: string;
}

/** Instants of a series already sent are skipped (checked against the send guard). */
const MAX_SENT_SKIPS = 5;

/**
 * Brings the task's index entry in line with the task as it is now (not as an event says it
 * was: events may come late or twice). Returns the entry's dueAt, or null when removed.
 */
export async function syncReminderEntry(
  uid: string,
  taskId: string,
  now: Date = new Date(),
): Promise<Date | null> {
  return runTransaction(async (tx) => {
    const entryRef = reminderEntryRef(uid, taskId);
    const [taskSnap, userSnap, entrySnap] = await getEach(
      tx,
      taskRef(uid, taskId),
      userDoc(uid),
      entryRef,
    );
    const task = readTask(taskSnap);
    const timeZone = readTimeZone(userSnap);
    const dueAt = task
      ? await nextUnsent(
          tx,
          uid,
          taskId,
          (from) => nextReminderAt(task, timeZone, from),
          (instant) => reminderOccurrence(task, timeZone, instant),
          new Date(now.getTime() - REMINDER_GRACE_MS),
        )
      : null;
    if (dueAt === null) {
      if (entrySnap.exists) tx.delete(entryRef);
      return null;
    }
    const stored: unknown = entrySnap.get('dueAt');
    if (stored instanceof Timestamp && stored.toMillis() === dueAt.getTime()) return dueAt;
    tx.set(entryRef, {
      uid,
      taskId,
      seriesId: seriesIdOf(taskId),
      dueAt: Timestamp.fromDate(dueAt),
      queued: false,
      version: randomUUID(),
      updatedAt: serverTime(),
    });
    return dueAt;
  });
}

/** The first instant from `from` on that the series has not been reminded of yet. */
async function nextUnsent(
  tx: Transaction,
  uid: string,
  taskId: string,
  next: (from: Date) => Date | null,
  occurrenceOf: (instant: Date) => string,
  from: Date,
): Promise<Date | null> {
  let candidate = next(from);
  for (let skip = 0; candidate !== null && skip < MAX_SENT_SKIPS; skip += 1) {
    const sent = await tx.get(
      reminderSendRef(reminderSendId(uid, seriesIdOf(taskId), occurrenceOf(candidate))),
    );
    if (!sent.exists) return candidate;
    candidate = next(new Date(candidate.getTime() + 1));
  }
  return candidate;
}

/** After delivering `dueAt`: the entry moves to the series' next instant, or goes. */
export function advanceEntry(
  tx: Transaction,
  entry: { ref: DocumentReference; dueAtMs: number | null },
  deliveredMs: number,
  next: Date | null,
): void {
  if (entry.dueAtMs !== deliveredMs) return; // already moved by an edit: the trigger owns it
  if (next === null) {
    tx.delete(entry.ref);
    return;
  }
  tx.update(entry.ref, {
    dueAt: Timestamp.fromDate(next),
    queued: false,
    version: randomUUID(),
    updatedAt: serverTime(),
  });
}
