// The sweep: every minute, the index entries due within the look-ahead that no sweep has
// enqueued yet become Cloud Tasks scheduled for their due time; entries more than an hour
// late (the service was down) are reported missed, one message per user, instead of sent;
// entries whose delivery was lost are queued again, or reported missed once that late. The
// queries read only those entries (an index on queued + dueAt), so their cost follows the
// reminders due, not the users.
import { MISSED_AFTER_MS } from '@pomoplan/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { db } from '../platform/firestore';
import { enqueueTask } from '../platform/taskQueue';
import { reminderTaskId } from './keys';
import { reportMissed } from './missed';
import type { ReminderJob } from './occurrence';
import { REMINDERS } from './refs';
import { SEND_REMINDER } from './sendReminder';

/** How far ahead a sweep enqueues: more than the minute between sweeps, so none is missed. */
export const SWEEP_LOOKAHEAD_MS = 2 * 60_000;
/**
 * An entry still queued this long after its instant lost its delivery (the worker used up its
 * attempts, or the task was lost): past the worker's retries (60 × 5 s) and the look-ahead.
 */
export const STUCK_AFTER_MS = 10 * 60_000;
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

export interface SweepSummary {
  [key: string]: number;
  enqueued: number;
  duplicates: number;
  moved: number;
  /** Stuck entries queued again for delivery. */
  recovered: number;
  /** Reminders reported missed instead of sent late. */
  missed: number;
}

function jobOf(doc: QueryDocumentSnapshot): ReminderJob {
  return {
    uid: doc.get('uid') as string,
    taskId: doc.get('taskId') as string,
    dueAtMs: (doc.get('dueAt') as Timestamp).toMillis(),
    snooze: doc.get('snooze') === true,
  };
}

const isLate = (doc: QueryDocumentSnapshot, now: Date) =>
  now.getTime() - (doc.get('dueAt') as Timestamp).toMillis() > MISSED_AFTER_MS;

/** Late entries, one report (and one message) per user. */
async function reportLate(docs: QueryDocumentSnapshot[], now: Date, summary: SweepSummary) {
  const byUser = new Map<string, ReminderJob[]>();
  for (const doc of docs) {
    const job = jobOf(doc);
    byUser.set(job.uid, [...(byUser.get(job.uid) ?? []), job]);
  }
  await Promise.all(
    [...byUser].map(async ([uid, jobs]) => {
      summary.missed += await reportMissed(uid, jobs, now);
    }),
  );
}

/** Reports the entries more than an hour late missed, and hands each other one to `onTime`. */
async function lateOrOnTime(
  docs: QueryDocumentSnapshot[],
  now: Date,
  summary: SweepSummary,
  onTime: (doc: QueryDocumentSnapshot) => Promise<void>,
): Promise<void> {
  await reportLate(
    docs.filter((doc) => isLate(doc, now)),
    now,
    summary,
  );
  await Promise.all(docs.filter((doc) => !isLate(doc, now)).map(onTime));
}

/** Entries due: enqueued for delivery, or reported missed when more than an hour late. */
export function handleDue(
  docs: QueryDocumentSnapshot[],
  now: Date,
  summary: SweepSummary,
): Promise<void> {
  return lateOrOnTime(docs, now, summary, (doc) => enqueueEntry(doc, summary));
}

async function enqueueEntry(doc: QueryDocumentSnapshot, summary: SweepSummary): Promise<void> {
  const job = jobOf(doc);
  const version = String(doc.get('version'));
  const outcome = await enqueueTask(
    SEND_REMINDER,
    { ...job },
    reminderTaskId(doc.id, job.dueAtMs, version),
    new Date(job.dueAtMs),
  );
  summary[outcome === 'enqueued' ? 'enqueued' : 'duplicates'] += 1;
  try {
    // Only if the trigger has not moved the entry meanwhile; otherwise the next sweep takes it.
    await doc.ref.update({ queued: true }, { lastUpdateTime: doc.updateTime });
  } catch {
    summary.moved += 1;
  }
}

/**
 * Entries queued long ago whose delivery never moved them: queued again under a new version
 * (a new Cloud Task name), or reported missed once they are more than an hour late.
 */
export async function recoverStuck(now: Date, summary: SweepSummary): Promise<void> {
  const stuck = await db()
    .collection(REMINDERS)
    .where('queued', '==', true)
    .where('dueAt', '<', Timestamp.fromMillis(now.getTime() - STUCK_AFTER_MS))
    .orderBy('dueAt')
    .limit(PAGE_SIZE)
    .get();
  await lateOrOnTime(stuck.docs, now, summary, async (doc) => {
    try {
      await doc.ref.update(
        { queued: false, version: randomUUID() },
        { lastUpdateTime: doc.updateTime },
      );
      summary.recovered += 1;
    } catch {
      summary.moved += 1; // moved meanwhile by its trigger or its delivery
    }
  });
}

export async function sweepReminders(now: Date = new Date()): Promise<SweepSummary> {
  const summary: SweepSummary = { enqueued: 0, duplicates: 0, moved: 0, recovered: 0, missed: 0 };
  await recoverStuck(now, summary);
  const horizon = Timestamp.fromMillis(now.getTime() + SWEEP_LOOKAHEAD_MS);
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const due = await db()
      .collection(REMINDERS)
      .where('queued', '==', false)
      .where('dueAt', '<=', horizon)
      .orderBy('dueAt')
      .limit(PAGE_SIZE)
      .get();
    await handleDue(due.docs, now, summary);
    if (due.size < PAGE_SIZE) break;
  }
  return summary;
}
