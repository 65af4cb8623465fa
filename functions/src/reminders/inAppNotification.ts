// The bell's entry of a reminder or of a focus phase's end, under an id derived from what sent
// it, so that a repeated delivery could only ever write the same document again. Apart from the
// mail (channels.ts), which needs the mail code and its signing key.
import type { ReminderMessage } from '@pomoplan/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { serverTime } from '../platform/firestore';
import { notificationsCollection } from './refs';

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
