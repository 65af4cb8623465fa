// Keeps the reminder index in step with every task write, the web app's direct writes and the
// API's alike: a new time, a completion, a delete or a switched-off reminder moves or removes
// the entry, and the worker re-checks the task anyway.
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../config';
import { syncReminderEntry } from '../reminders/index';

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
