// The documents a reminder leaves on each channel the user switched on. Ids derive from the
// send id, so that a repeated delivery could only ever write the same documents again.
import { escapeHtml, headerText, type ReminderMessage } from '@pomoplan/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { MailContent } from '../mail/appMail';
import { serverTime } from '../services/firestore';
import { notificationsCollection } from './refs';

export function writeInAppNotification(
  tx: Transaction,
  uid: string,
  sendId: string,
  taskId: string,
  message: ReminderMessage,
): void {
  tx.create(notificationsCollection(uid).doc(sendId), {
    title: message.title,
    body: message.body,
    url: message.path,
    taskId,
    read: false,
    createdAt: serverTime(),
    updatedAt: serverTime(),
  });
}

export function reminderMail(message: ReminderMessage, appUrl: string): MailContent {
  const link = new URL(message.path, appUrl).href;
  return {
    // The title is the user's own text: it may hold line breaks, which a header must not.
    subject: headerText(message.title),
    text: `${message.body}\n\nOpen the task: ${link}\n`,
    html: `<p>${escapeHtml(message.body)}</p><p><a href="${escapeHtml(link)}">Open the task</a></p>`,
  };
}
