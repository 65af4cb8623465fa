// One reminder to deliver, as a transaction finds it: the task and user as they are now, the
// index entry that scheduled it, and whether its send guard exists. Sending on time and
// reporting it missed both start from this, so they agree on what is due and what was sent.
import { isReminderInstant, nextReminderAt, reminderOccurrence, type Task } from '@pomoplan/domain';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { getEach, userDoc } from '../platform/firestore';
import { taskRef } from '../platform/refs';
import { syncReminderEntry } from './reminderIndex';
import { reminderSendId, seriesIdOf } from './keys';
import { reminderEntryRef, reminderSendRef, snoozeEntryRef } from './refs';
import type { ReminderJob } from './reminderJob';
import { dropSnooze } from './snooze';
import { readTask, readTimeZone } from './stored';

export type { ReminderJob } from './reminderJob';

export interface EntryState {
  ref: DocumentReference;
  dueAtMs: number | null;
}

export interface JobState {
  task: Task | null;
  user: DocumentSnapshot;
  timeZone: string;
  entry: EntryState;
  /** The send guard's id; null when the task is gone. */
  sendId: string | null;
  sent: boolean;
  /** An earlier attempt recorded the reminder but stopped before its push went out. */
  pushPending: boolean;
  /** The key of the push's snooze buttons, once the reminder was recorded with a push. */
  snoozeKey: string | null;
  /** The task still wants this reminder at this instant. */
  due: boolean;
  /** Where the entry moves once this instant is dealt with (null: the entry goes). */
  next: Date | null;
}

export const entryRefOf = (job: ReminderJob): DocumentReference =>
  job.snooze === true ? snoozeEntryRef(job.uid, job.taskId) : reminderEntryRef(job.uid, job.taskId);

function occurrenceOf(job: ReminderJob, task: Task, timeZone: string): string {
  return job.snooze === true
    ? `snooze-${job.dueAtMs}`
    : reminderOccurrence(task, timeZone, new Date(job.dueAtMs));
}

function isDue(job: ReminderJob, task: Task, timeZone: string, entry: EntryState): boolean {
  if (job.snooze === true) return !task.isCompleted && entry.dueAtMs === job.dueAtMs;
  return isReminderInstant(task, timeZone, new Date(job.dueAtMs));
}

export async function readJob(tx: Transaction, job: ReminderJob): Promise<JobState> {
  const { uid, taskId, dueAtMs } = job;
  const ref = entryRefOf(job);
  const [taskSnap, user, entrySnap] = await getEach(tx, taskRef(uid, taskId), userDoc(uid), ref);
  const task = readTask(taskSnap);
  const timeZone = readTimeZone(user);
  const storedDue: unknown = entrySnap.get('dueAt');
  const entry = { ref, dueAtMs: storedDue instanceof Timestamp ? storedDue.toMillis() : null };
  if (task === null) {
    return {
      task,
      user,
      timeZone,
      entry,
      sendId: null,
      sent: false,
      pushPending: false,
      snoozeKey: null,
      due: false,
      next: null,
    };
  }
  const sendId = reminderSendId(uid, seriesIdOf(taskId), occurrenceOf(job, task, timeZone));
  const guard = await tx.get(reminderSendRef(sendId));
  const next = job.snooze === true ? null : nextReminderAt(task, timeZone, new Date(dueAtMs + 1));
  return {
    task,
    user,
    timeZone,
    entry,
    sendId,
    sent: guard.exists,
    pushPending: guard.get('push') === 'pending',
    snoozeKey:
      typeof guard.get('snoozeKey') === 'string' ? (guard.get('snoozeKey') as string) : null,
    due: isDue(job, task, timeZone, entry),
    next,
  };
}

/**
 * After a delivery found stale (the task's time or the user's zone changed since the sweep):
 * the entry, still marked queued, would never be swept again. Re-synced, the series' entry
 * moves to the task's next instant; a snooze goes.
 */
export async function settleStale(job: ReminderJob, now: Date): Promise<void> {
  if (job.snooze === true) await dropSnooze(job);
  else await syncReminderEntry(job.uid, job.taskId, now);
}
