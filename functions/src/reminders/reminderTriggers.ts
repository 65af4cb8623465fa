// Keeps the reminder index in step with every task write, the web app's direct writes and the
// API's alike: a new time, a completion, a delete or a switched-off reminder moves or removes
// the entry, and the worker re-checks the task anyway.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { capacityOf } from '../platform/capacity';
import { REGION } from '../platform/config';
import { db } from '../platform/firestore';
import { syncReminderEntry } from './reminderIndex';
import { REMINDERS } from './refs';

export const onTaskWrittenReminders = onDocumentWritten(
  {
    document: 'users/{uid}/tasks/{taskId}',
    region: REGION,
    ...capacityOf('onTaskWrittenReminders'),
  },
  async (event) => {
    // Most tasks never have a reminder: a write with none before or after changes nothing
    // (a later write that adds one has an event of its own).
    const had = event.data?.before.get('reminderEnabled') === true;
    const has = event.data?.after.get('reminderEnabled') === true;
    if (!had && !has) return;
    await syncReminderEntry(event.params.uid, event.params.taskId);
  },
);

const ENTRIES_PAGE = 200;

/**
 * Reminder instants are computed in the user's time zone: when it changes (a sign-in from
 * another zone), every reminder of theirs is computed again there, including one already
 * queued for the old zone (whose delivery then finds it stale).
 */
export async function followTimeZone(
  uid: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<void> {
  if (!before?.exists || !after?.exists) return;
  if (before.get('timeZone') === after.get('timeZone')) return;
  const entries = db().collection(REMINDERS).where('uid', '==', uid).orderBy('taskId');
  let last: string | null = null;
  for (;;) {
    const page = await (last === null ? entries : entries.startAfter(last))
      .limit(ENTRIES_PAGE)
      .get();
    for (const entry of page.docs) {
      await syncReminderEntry(uid, entry.get('taskId') as string);
    }
    if (page.size < ENTRIES_PAGE) return;
    last = page.docs[page.size - 1]?.get('taskId') as string;
  }
}
