// The sweep: every minute, the index entries due within the look-ahead that no sweep has
// enqueued yet become Cloud Tasks scheduled for their due time, and entries whose delivery
// was lost are moved on. The query reads only those
// entries (an index on queued + dueAt), so its cost follows the reminders due, not the users.
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../services/firestore';
import { enqueueTask } from '../jobs/taskQueue';
import { syncReminderEntry } from './index';
import { reminderTaskId } from './keys';
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
  /** Stuck entries moved on to their task's next instant. */
  recovered: number;
}

async function enqueueEntry(doc: QueryDocumentSnapshot, summary: SweepSummary): Promise<void> {
  const dueAt = doc.get('dueAt') as Timestamp;
  const version = String(doc.get('version'));
  const outcome = await enqueueTask(
    SEND_REMINDER,
    {
      uid: doc.get('uid') as string,
      taskId: doc.get('taskId') as string,
      dueAtMs: dueAt.toMillis(),
    },
    reminderTaskId(doc.id, dueAt.toMillis(), version),
    dueAt.toDate(),
  );
  summary[outcome === 'enqueued' ? 'enqueued' : 'duplicates'] += 1;
  try {
    // Only if the trigger has not moved the entry meanwhile; otherwise the next sweep takes it.
    await doc.ref.update({ queued: true }, { lastUpdateTime: doc.updateTime });
  } catch {
    summary.moved += 1;
  }
}

/** Entries queued long ago whose delivery never moved them: re-synced from the task. */
export async function recoverStuck(now: Date, summary: SweepSummary): Promise<void> {
  const stuck = await db()
    .collection(REMINDERS)
    .where('queued', '==', true)
    .where('dueAt', '<', Timestamp.fromMillis(now.getTime() - STUCK_AFTER_MS))
    .orderBy('dueAt')
    .limit(PAGE_SIZE)
    .get();
  await Promise.all(
    stuck.docs.map(async (doc) => {
      await syncReminderEntry(doc.get('uid') as string, doc.get('taskId') as string, now);
      summary.recovered += 1;
    }),
  );
}

export async function sweepReminders(now: Date = new Date()): Promise<SweepSummary> {
  const summary: SweepSummary = { enqueued: 0, duplicates: 0, moved: 0, recovered: 0 };
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
    await Promise.all(due.docs.map((doc) => enqueueEntry(doc, summary)));
    if (due.size < PAGE_SIZE) break;
  }
  return summary;
}
