// The mail a reminder leaves when the user switched e-mail on (the bell's entry is
// inAppNotification.ts). Ids derive from the
// send id, so that a repeated delivery could only ever write the same documents again.
import type { Transaction } from 'firebase-admin/firestore';
import { appMail, mailRef, type MailContent } from '../mail/appMail';
import type { MailRecipient } from '../mail/recipient';

/** A reminder's mail (mail/{id}, ids derived from the send id), to a verified address. */
export function writeReminderMail(
  tx: Transaction,
  id: string,
  to: MailRecipient,
  content: MailContent,
): void {
  tx.create(mailRef(id), appMail(to, 'reminder', content));
}
