// Everything that touches the Firebase Auth SDK. AuthProvider loads this module on demand, so
// a first-time visitor of the landing page never downloads the SDK.
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
  type User as FirebaseUser,
} from 'firebase/auth';
import { firebaseAuth } from '../firebase/auth';
import type { EmulatorGoogleAccount } from './authContext';

export type { FirebaseUser };

export function watchIdToken(listener: (user: FirebaseUser | null) => void): () => void {
  // onIdTokenChanged also fires when a refreshed token carries new claims.
  return onIdTokenChanged(firebaseAuth(), listener);
}

export async function currentIdToken(): Promise<string | undefined> {
  return firebaseAuth().currentUser?.getIdToken();
}

export async function isAdminUser(user: FirebaseUser): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

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
  await signInWithPopup(firebaseAuth(), provider);
}

export async function signInWithToken(token: string): Promise<void> {
  await signInWithCustomToken(firebaseAuth(), token);
}

/** Creates the account and sets its display name; returns the new Firebase user. */
export async function createAccount(
  email: string,
  password: string,
  displayName: string,
): Promise<FirebaseUser> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(user, { displayName });
  return user;
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseAuth());
}
