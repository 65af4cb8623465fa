// Deleting an account: what the person types to confirm and how fresh their sign-in must be.
// The Settings dialog and the API check the same rule.
import { z } from 'zod/mini';

/** A deletion needs a sign-in this recent, so a browser left signed in cannot delete the account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export const AccountDeletionRequestSchema = z.object({
  email: z.string().check(z.maxLength(320, { error: 'email is too long' })),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;

/** Whether what was typed is the account's address (case and outer spaces aside). */
export function confirmsEmail(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Whether a sign-in at `authTimeSeconds` (the ID token's auth_time) is recent enough. */
export function isRecentSignIn(authTimeSeconds: number, nowMs: number): boolean {
  return nowMs / 1000 - authTimeSeconds <= RECENT_SIGN_IN_SECONDS;
}

export const DELETION_NEEDS_RECENT_SIGN_IN = `For your safety, sign in again to delete your account (your last sign-in was more than ${RECENT_SIGN_IN_SECONDS / 60} minutes ago).`;
export const DELETION_EMAIL_MISMATCH =
  'Type the e-mail address of your account exactly to confirm the deletion.';

export const AccountDeletionStartedSchema = z.object({ message: z.string() });
export type AccountDeletionStarted = z.infer<typeof AccountDeletionStartedSchema>;

export const ACCOUNT_DELETION_STARTED =
  'Your account is being deleted. An e-mail confirms it once everything is gone.';
