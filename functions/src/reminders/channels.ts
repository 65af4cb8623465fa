// The documents a reminder leaves on each channel the user switched on. Ids derive from the
// send id, so that a repeated delivery could only ever write the same documents again.
import type { ReminderMessage } from '@pomoplan/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { appMail, mailRef, type MailContent } from '../mail/appMail';
import { mailRecipient, type MailRecipient } from '../mail/recipient';
import { serverTime } from '../platform/firestore';
import { notificationsCollection } from './refs';
import { readSwitch } from './stored';

/** The channels a user's reminders go out on, from their notification switches. */
export interface ReminderChannels {
  inApp: boolean;
  /** Where reminder mail goes (a verified address), or null when e-mail is off. */
  email: MailRecipient | null;
  push: boolean;
}

export function reminderChannelsOf(user: DocumentSnapshot): ReminderChannels {
  return {
    inApp: readSwitch(user, 'notifyInApp', true),
    email: readSwitch(user, 'notifyEmail', true) ? mailRecipient(user) : null,
    push: readSwitch(user, 'notifyPush', false),
  };
}

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
