// Where the reminder machinery keeps its state. All of it is server-only (firestore.rules has
// no match for these paths, so every client read and write is refused).
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../platform/firestore';
import { reminderEntryId, snoozeEntryId } from './keys';

/** The reminder index: one entry per task that has a reminder still to come. */
export const REMINDERS = 'reminders';
/** One document per reminder instant already delivered (the send guard). */
export const REMINDER_SENDS = 'reminderSends';

export const reminderEntryRef = (uid: string, taskId: string): DocumentReference =>
  db().collection(REMINDERS).doc(reminderEntryId(uid, taskId));
export const snoozeEntryRef = (uid: string, taskId: string): DocumentReference =>
  db().collection(REMINDERS).doc(snoozeEntryId(uid, taskId));
export const reminderSendRef = (id: string): DocumentReference =>
  db().collection(REMINDER_SENDS).doc(id);
