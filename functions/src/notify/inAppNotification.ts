// The bell's entry of a reminder or of a focus phase's end, under an id derived from what sent
// it, so that a repeated delivery could only ever write the same document again. Apart from a
// reminder's mail (reminders/channels.ts), which needs the mail code and its signing key.
import type { ReminderMessage } from '@pomoplan/domain';
import type { CollectionReference, Transaction } from 'firebase-admin/firestore';
import { serverTime, userDoc } from '../platform/firestore';

/** users/{uid}/notifications: the bell's entries, which the owner reads and marks read. */
export const notificationsCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('notifications');

export function writeInAppNotification(
  tx: Transaction,
  uid: string,
  sendId: string,
  /** The task it leads to; null for one about no single task (a focus phase's end). */
  taskId: string | null,
  message: ReminderMessage,
  missed = false,
): void {
  tx.create(notificationsCollection(uid).doc(sendId), {
    title: message.title,
    body: message.body,
    url: message.path,
    taskId,
    missed,
    remindAt: message.remindAt,
    dueDate: message.dueDate,
    read: false,
    createdAt: serverTime(),
    updatedAt: serverTime(),
  });
}
