// Who gets the app's e-mail, and which of it a user can turn off.
import type { User } from './schemas/user';

/**
 * The address the app's e-mail goes to, or null: no mail of any kind goes to an address its
 * owner has not verified (anyone could sign up with someone else's).
 */
export function verifiedAddress(user: Pick<User, 'email' | 'emailVerified'>): string | null {
  return user.emailVerified && user.email !== '' ? user.email : null;
}

// The e-mail a user can turn off, each by one switch of Settings › Notifications: the switch a
// mail's unsubscribe link turns off is the one the Settings page shows under the same label.
// Mail about the user's subscription (receipts, failed payments) is not among them: it is
// sent whatever the switches say, because the plan depends on it.

interface OptionalMail {
  /** The user's switch that sends this mail. */
  setting: keyof Pick<User, 'notifyEmail' | 'notifyDigest' | 'notifyWeeklyReport'>;
  /** The switch's label in Settings › Notifications. */
  switchLabel: string;
  /** What the mail is, inside a sentence ('You will no longer get …'). */
  what: string;
}

export const OPTIONAL_MAIL = {
  reminder: {
    setting: 'notifyEmail',
    switchLabel: 'Email notifications',
    what: 'reminder e-mails',
  },
  digest: {
    setting: 'notifyDigest',
    switchLabel: 'Daily digest e-mail',
    what: 'the daily digest e-mail',
  },
  weeklyReport: {
    setting: 'notifyWeeklyReport',
    switchLabel: 'Weekly report e-mail',
    what: 'the weekly report e-mail',
  },
} as const satisfies Record<string, OptionalMail>;

export type OptionalMailKind = keyof typeof OPTIONAL_MAIL;

export function isOptionalMailKind(value: unknown): value is OptionalMailKind {
  return typeof value === 'string' && Object.hasOwn(OPTIONAL_MAIL, value);
}
