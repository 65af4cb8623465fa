// What a signed-in page needs of the Firebase Auth SDK: following the session, its ID token and
// signing out. AuthProvider loads this module on demand, so a first-time visitor of the landing
// page never downloads the SDK; the sign-in verbs are in signIn.ts, loaded when someone signs in.
import {
  onIdTokenChanged,
  signOut as firebaseSignOut,
  type User as FirebaseUser,
} from 'firebase/auth';
import { firebaseAuth } from '../firebase/auth';

export type { FirebaseUser };

/** Starts Auth reading the kept session (IndexedDB, then a check with the server). */
export function startRestoring(): void {
  firebaseAuth();
}

export function watchIdToken(listener: (user: FirebaseUser | null) => void): () => void {
  // onIdTokenChanged also fires when a refreshed token carries new claims.
  return onIdTokenChanged(firebaseAuth(), listener);
}

/** The signed-in user's ID token; while Auth is still restoring the session, once it has. */
export async function currentIdToken(): Promise<string | undefined> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  return auth.currentUser?.getIdToken();
}

/** Who is signed in now, if anyone. */
export function currentUid(): string | undefined {
  return firebaseAuth().currentUser?.uid;
}

export async function isAdminUser(user: FirebaseUser): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseAuth());
}
