// The address verification of Firebase Auth: sending the e-mail with the link, and asking Auth
// again whether the link was opened. Loaded only while an address waits for its verification.
import { reload, sendEmailVerification, type User as FirebaseUser } from 'firebase/auth';

/** Sends the verification e-mail; its link verifies the address, then leads back to the app. */
export async function sendVerificationEmail(user: FirebaseUser): Promise<void> {
  await sendEmailVerification(user, { url: `${window.location.origin}/` });
}

/**
 * Asks Auth whether the address is verified now (the link may have been opened in another tab
 * or on a phone); once it is, refreshes the ID token so that the next sign-in says so too.
 */
export async function reloadVerified(user: FirebaseUser): Promise<boolean> {
  await reload(user);
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}
