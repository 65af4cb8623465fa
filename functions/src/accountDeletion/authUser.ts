// The account's Firebase Auth user, for a deletion that may find it already gone.
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { adminApp } from '../platform/firestore';

const isNoSuchUser = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'auth/user-not-found';

export async function authUserOf(uid: string): Promise<UserRecord | null> {
  try {
    return await getAuth(adminApp()).getUser(uid);
  } catch (error) {
    if (isNoSuchUser(error)) return null;
    throw error;
  }
}

/** Signs the account out everywhere and keeps it from signing in while it is deleted. */
export async function lockAuthUser(uid: string): Promise<void> {
  const auth = getAuth(adminApp());
  await auth.updateUser(uid, { disabled: true });
  await auth.revokeRefreshTokens(uid);
}

export async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await getAuth(adminApp()).deleteUser(uid);
  } catch (error) {
    if (!isNoSuchUser(error)) throw error;
  }
}
