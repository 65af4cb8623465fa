// Asking for an account to be deleted, by its user or by an admin: the record is written with
// what the deletion needs after the user document is gone, the account can no longer sign in,
// and the task is queued. Asking again for an account under deletion runs it again.
import * as logs from '../platform/logs';
import { mailRecipient } from '../mail/recipient';
import { userDoc } from '../platform/firestore';
import { authUserOf, lockAuthUser } from './authUser';
import { enqueueDeletion } from './queue';
import { readDeletion, startDeletion } from '../platform/deletionRecord';

/** False when there is no such account (no Auth user, no document, no deletion under way). */
export async function requestAccountDeletion(uid: string, requestedBy: string): Promise<boolean> {
  const [user, authUser, record] = await Promise.all([
    userDoc(uid).get(),
    authUserOf(uid),
    readDeletion(uid),
  ]);
  if (!user.exists && !authUser && !record) return false;
  const customer: unknown = user.get('stripeCustomerId');
  await startDeletion(uid, {
    mailTo:
      mailRecipient(user)?.address ?? (authUser?.emailVerified ? (authUser.email ?? null) : null),
    stripeCustomerId: typeof customer === 'string' && customer ? customer : null,
    requestedBy,
  });
  if (authUser) await lockAuthUser(uid);
  await enqueueDeletion(uid);
  logs.accountDeletionRequested(uid, requestedBy);
  return true;
}
