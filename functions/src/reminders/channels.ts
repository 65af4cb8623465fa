// The documents a reminder leaves on each channel the user switched on. Ids derive from the
// send id, so that a repeated delivery could only ever write the same documents again.
import type { ReminderMessage } from '@pomoplan/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { appMail, mailRef, type MailContent } from '../mail/appMail';
import type { MailRecipient } from '../mail/recipient';
import { serverTime } from '../platform/firestore';
import { notificationsCollection } from './refs';

export function writeInAppNotification(
  tx: Transaction,
  uid: string,
  sendId: string,
  taskId: string,
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

/** A reminder's mail (mail/{id}, ids derived from the send id), to a verified address. */
export function writeReminderMail(
  tx: Transaction,
  id: string,
  to: MailRecipient,
  content: MailContent,
): void {
  tx.create(mailRef(id), appMail(to, 'reminder', content));
}
