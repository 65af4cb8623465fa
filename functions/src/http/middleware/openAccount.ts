// An ID token stays valid for up to an hour after its account is disabled or deleted. A write
// in that hour must not bring documents back under a deleted user, so a write also needs the
// user document and no deletion of the account under way.
import { deletionRef } from '../../accountDeletion/record';
import { db, userDoc } from '../../services/firestore';
import { HttpError } from '../errors';

export const ACCOUNT_CLOSED = 'This account has been deleted: sign in again';

/** A 401 unless the account's document is there and its deletion has not started. */
export async function assertOpenAccount(uid: string): Promise<void> {
  const [user, deletion] = await db().getAll(userDoc(uid), deletionRef(uid), { fieldMask: [] });
  if (!user?.exists || deletion?.exists) throw new HttpError(401, ACCOUNT_CLOSED);
}
