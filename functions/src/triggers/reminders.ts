// Keeps the reminder index in step with every task write, the web app's direct writes and the
// API's alike: a new time, a completion, a delete or a switched-off reminder moves or removes
// the entry, and the worker re-checks the task anyway.
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../config';
import { db } from '../services/firestore';
import { syncReminderEntry } from '../reminders/index';
import { REMINDERS } from '../reminders/refs';

export const onTaskWrittenReminders = onDocumentWritten(
  { document: 'users/{uid}/tasks/{taskId}', region: REGION },
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
 * A reminder keeps its local time: when the user's time zone changes (a sign-in from another
 * zone), every reminder of theirs moves to the same local time there.
 */
export const onUserTimeZoneChanged = onDocumentUpdated(
  { document: 'users/{uid}', region: REGION },
  async (event) => {
    if (event.data?.before.get('timeZone') === event.data?.after.get('timeZone')) return;
    const uid = event.params.uid;
    const entries = db().collection(REMINDERS).where('uid', '==', uid).orderBy('taskId');
    let after: string | null = null;
    for (;;) {
      const page = await (after === null ? entries : entries.startAfter(after))
        .limit(ENTRIES_PAGE)
        .get();
      for (const entry of page.docs) {
        await syncReminderEntry(uid, entry.get('taskId') as string);
      }
      if (page.size < ENTRIES_PAGE) return;
      after = page.docs[page.size - 1]?.get('taskId') as string;
    }
  },
);
