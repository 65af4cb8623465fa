// The documents a reminder leaves on each channel the user switched on. Ids derive from the
// send id, so that a repeated delivery could only ever write the same documents again.
import { escapeHtml, headerText, type ReminderMessage } from '@pomoplan/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db, serverTime } from '../services/firestore';
import { notificationsCollection } from './refs';
import { readSwitch } from './stored';

/** mail/{id}: the collection the "Trigger Email from Firestore" extension sends from. */
export const MAIL = 'mail';

/** The channels a user's reminders go out on, from their notification switches. */
export interface ReminderChannels {
  inApp: boolean;
  /** The address reminder mail goes to, or null when e-mail is off. */
  email: string | null;
  push: boolean;
}

export function reminderChannelsOf(user: DocumentSnapshot): ReminderChannels {
  const email: unknown = user.get('email');
  return {
    inApp: readSwitch(user, 'notifyInApp', true),
    email:
      readSwitch(user, 'notifyEmail', true) && typeof email === 'string' && email !== ''
        ? email
        : null,
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
    read: false,
    createdAt: serverTime(),
    updatedAt: serverTime(),
  });
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
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

/** A mail document in the extension's shape ({to, message: {subject, text, html}}). */
export function writeMail(
  tx: Transaction,
  id: string,
  to: string,
  content: MailContent,
  meta: Record<string, string>,
): void {
  tx.create(db().collection(MAIL).doc(id), {
    to: [to],
    message: content,
    ...meta,
    createdAt: serverTime(),
  });
}
