// The address verification of Firebase Auth: sending the e-mail with the link, and taking the
// verification into this session once the link was opened. Loaded only while an address waits
// for its verification.
import { reload, sendEmailVerification, type User as FirebaseUser } from 'firebase/auth';
import { verificationContinueUrl } from './verificationLink';

/** Sends the verification e-mail; its link verifies the address, then leads back to the app. */
export async function sendVerificationEmail(user: FirebaseUser): Promise<void> {
  await sendEmailVerification(user, { url: verificationContinueUrl(window.location.origin) });
}

/**
 * Once Auth has the address verified: reloads the signed-in user and refreshes its ID token, so
 * that this session and the next sign-in say so too. Both notify Auth's token listeners, and
 * Firestore opens its streams anew on each such notice: call this once, not to ask.
 */
export async function takeVerification(user: FirebaseUser): Promise<void> {
  await reload(user);
  await user.getIdToken(true);
}
