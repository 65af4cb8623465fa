// The sign-in and sign-up verbs of the Firebase Auth SDK, with Google's popup machinery: loaded
// only when someone signs in, so a returning user's first screen does without them.
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type User as FirebaseUser,
} from 'firebase/auth';
import { firebaseAuth } from '../firebase/auth';
import type { EmulatorGoogleAccount } from './authContext';
import { sendVerificationEmail } from './emailVerification';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}

/**
 * Google sign-in. Real builds use Google's popup. On the emulators the popup cannot work
 * without internet (it loads Google's iframe library from apis.google.com), so the app asks
 * for the account itself and signs in with an unsigned Google credential, which only the Auth
 * emulator accepts.
 */
export async function signInWithGoogle(emulatorAccount?: EmulatorGoogleAccount): Promise<void> {
  if (emulatorAccount) {
    const idToken = JSON.stringify({
      sub: `google-${emulatorAccount.email}`,
      email: emulatorAccount.email,
      email_verified: true,
      name: emulatorAccount.displayName,
    });
    await signInWithCredential(firebaseAuth(), GoogleAuthProvider.credential(idToken));
    return;
  }
  const provider = new GoogleAuthProvider();
  provider.addScope('email');
  provider.addScope('profile');
  provider.setCustomParameters({ prompt: 'select_account' });
  // The popup resolver is passed here rather than to initializeAuth, so that it is loaded with
  // this module only (the app never signs in by redirect, so no page load has to finish one).
  await signInWithPopup(firebaseAuth(), provider, browserPopupRedirectResolver);
}

export async function signInWithToken(token: string): Promise<void> {
  await signInWithCustomToken(firebaseAuth(), token);
}

/**
 * Creates the account, sets its display name and sends the e-mail that verifies the address;
 * returns the new Firebase user. The account stands even if that e-mail could not go out: the
 * banner that asks for the verification can send it again.
 */
export async function createAccount(
  email: string,
  password: string,
  displayName: string,
): Promise<FirebaseUser> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(user, { displayName });
  await sendVerificationEmail(user).catch((error: unknown) => {
    console.warn('The verification e-mail could not be sent', error);
  });
  return user;
}
