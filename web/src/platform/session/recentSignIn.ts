// A recent sign-in, for the actions that ask for one (deleting the account): whether the
// session signed in moments ago, and signing in again with the password without leaving the page.
import { isRecentSignIn } from '@pomoplan/domain';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { firebaseAuth } from '../firebase/auth';

export async function signedInRecently(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  const { claims } = await user.getIdTokenResult();
  return typeof claims.auth_time === 'string' || typeof claims.auth_time === 'number'
    ? isRecentSignIn(Number(claims.auth_time), Date.now())
    : false;
}

/** Whether the account signs in with a password (so the page can ask for it again). */
export function hasPassword(): boolean {
  return (
    firebaseAuth().currentUser?.providerData.some(
      (provider) => provider.providerId === EmailAuthProvider.PROVIDER_ID,
    ) ?? false
  );
}

/** Signs in again with the password; the next ID token carries the new sign-in time. */
export async function signInAgainWithPassword(password: string): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user?.email) throw new Error('Nobody is signed in');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await user.getIdToken(true);
}
