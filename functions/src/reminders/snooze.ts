// A snoozed reminder comes again once, at the time chosen: its own index entry, apart from
// the task's series, which the sweep schedules like any other. Snoozing again moves it.
import { snoozeUntil, type SnoozeChoice } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { getEach, runTransaction, serverTime, userDoc } from '../platform/firestore';
import { sameSecret } from '../platform/sameSecret';
import { taskRef } from '../platform/refs';
import { seriesIdOf } from './keys';
import type { ReminderJob } from './reminderJob';
import { reminderSendRef, snoozeEntryRef } from './refs';
import { readTask, readTimeZone } from './stored';

/**
 * Schedules the task's reminder again at the chosen time; resolves with that time, or null
 * when the task is gone or completed (nothing to remind of).
 */
export async function snoozeReminder(
  uid: string,
  taskId: string,
  choice: SnoozeChoice,
  now: Date = new Date(),
): Promise<Date | null> {
  return runTransaction(async (tx) => {
    const [taskSnap, userSnap] = await getEach(tx, taskRef(uid, taskId), userDoc(uid));
    const task = readTask(taskSnap);
    if (task === null || task.isCompleted) return null;
    const dueAt = snoozeUntil(choice, now, readTimeZone(userSnap));
    tx.set(snoozeEntryRef(uid, taskId), {
      uid,
      taskId,
      seriesId: seriesIdOf(taskId),
      dueAt: Timestamp.fromDate(dueAt),
      queued: false,
      snooze: true,
      version: randomUUID(),
      updatedAt: serverTime(),
    });
    return dueAt;
  });
}

/** Removes a snooze whose reminder no longer applies, unless it was snoozed again since. */
export async function dropSnooze(job: ReminderJob): Promise<void> {
  const ref = snoozeEntryRef(job.uid, job.taskId);
  await runTransaction(async (tx) => {
    const entry = await tx.get(ref);
    const dueAt: unknown = entry.get('dueAt');
    if (dueAt instanceof Timestamp && dueAt.toMillis() === job.dueAtMs) tx.delete(ref);
  });
}

/**
 * A push notification's snooze button: the reminder it showed, named by its send guard, with
 * the key only that push carried. Null when either does not match, or nothing is left to snooze.
 */
export async function snoozeFromPush(
  sendId: string,
  key: string,
  choice: SnoozeChoice,
): Promise<{ taskId: string; until: Date } | null> {
  const guard = await reminderSendRef(sendId).get();
  const stored: unknown = guard.get('snoozeKey');
  if (typeof stored !== 'string' || !sameSecret(key, stored)) return null;
  const taskId = guard.get('taskId') as string;
  const until = await snoozeReminder(guard.get('uid') as string, taskId, choice);
  return until === null ? null : { taskId, until };
}
