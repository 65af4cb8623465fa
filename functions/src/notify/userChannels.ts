// The channels a user's reminders and the focus timer's announcements go out on, from their
// notification switches. Apart from a reminder's mail (reminders/channels.ts) so that a reader
// of the switches does not load the mail code (and its signing key).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { mailRecipient, type MailRecipient } from '../mail/recipient';

/** A notification switch of the user, with the product's default when unset. */
function readSwitch(user: DocumentSnapshot, field: string, fallback: boolean): boolean {
  const value: unknown = user.get(field);
  return typeof value === 'boolean' ? value : fallback;
}

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
