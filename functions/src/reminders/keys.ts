// Deterministic ids of everything a reminder writes, so that every writer (the task trigger,
// overlapping sweeps, a retried or doubled worker) names the same documents and tasks.
import { createHash } from 'node:crypto';

const OCCURRENCE_SUFFIX = /-\d{4}-\d{2}-\d{2}$/;

function digest(...parts: (string | number)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

/**
 * The series a task belongs to: the next occurrence of a completed recurring task is a new
 * document named `${root}-${dueDate}`, and it must not remind again of an instant its
 * predecessor already reminded of.
 */
export function seriesIdOf(taskId: string): string {
  return taskId.replace(OCCURRENCE_SUFFIX, '');
}

/** reminders/{id}: the index entry of one task. */
export function reminderEntryId(uid: string, taskId: string): string {
  return digest('entry', uid, taskId);
}

/** reminders/{id}: a task's snoozed reminder, apart from its own entry (one per task). */
export function snoozeEntryId(uid: string, taskId: string): string {
  return digest('snooze', uid, taskId);
}

/**
 * reminderSends/{id}: the send guard of one reminder of a series (`occurrence`:
 * reminderOccurrence's key, or a snooze's).
 */
export function reminderSendId(uid: string, seriesId: string, occurrence: string): string {
  return digest('send', uid, seriesId, occurrence);
}

/** The Cloud Task that delivers one scheduling of an entry. */
export function reminderTaskId(entryId: string, dueAtMs: number, version: string): string {
  return `reminder-${digest('task', entryId, dueAtMs, version)}`;
}
