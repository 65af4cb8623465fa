// The sweep: every minute, the index entries due within the look-ahead that no sweep has
// enqueued yet become Cloud Tasks scheduled for their due time. The query reads only those
// entries (an index on queued + dueAt), so its cost follows the reminders due, not the users.
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../services/firestore';
import { enqueueTask } from '../jobs/taskQueue';
import { reminderTaskId } from './keys';
import { REMINDERS } from './refs';
import { SEND_REMINDER } from './sendReminder';

/** How far ahead a sweep enqueues: more than the minute between sweeps, so none is missed. */
export const SWEEP_LOOKAHEAD_MS = 2 * 60_000;
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

export interface SweepSummary {
  [key: string]: number;
  enqueued: number;
  duplicates: number;
  moved: number;
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

export async function sweepReminders(now: Date = new Date()): Promise<SweepSummary> {
  const summary: SweepSummary = { enqueued: 0, duplicates: 0, moved: 0 };
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
