// An ID token stays valid for up to an hour after its account is disabled or deleted. A write
// in that hour must not bring documents back under a deleted user, so a write also needs the
// user document (made at the first sign-in, gone with the account) and no deletion of the
// account under way.
import { deletionRef } from '../../deletionRecord';
import { db, userDoc } from '../../firestore';
import { HttpError } from '../errors';

export const ACCOUNT_CLOSED = 'This account has been deleted: sign in again';
export const USER_NOT_FOUND = 'User not found';

/** A 401 once the account's deletion has started, a 404 while it has no user document. */
export async function assertOpenAccount(uid: string): Promise<void> {
  const [user, deletion] = await db().getAll(userDoc(uid), deletionRef(uid), { fieldMask: [] });
  if (deletion?.exists) throw new HttpError(401, ACCOUNT_CLOSED);
  if (!user?.exists) throw new HttpError(404, USER_NOT_FOUND);
}
