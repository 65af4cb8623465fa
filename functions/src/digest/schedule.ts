// users/{uid}.nextDigestAt: when the user's next daily digest is due, kept by the trigger on
// the user document (users/userTriggers.ts: switch on or off, a new time zone) and moved on by the job after each
// digest. The hourly job reads only the users whose digest is due, not every user.
import { nextDigestAt } from '@pomoplan/domain';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { userDoc } from '../platform/firestore';
import { readTimeZone } from '../reminders/stored';

export const NEXT_DIGEST_AT = 'nextDigestAt';

/** Keeps nextDigestAt in step with the user document as `event` leaves it. */
export async function keepDigestScheduled(
  uid: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<void> {
  if (!after?.exists) return;
  const on = after.get('notifyDigest') === true;
  const scheduled = after.get(NEXT_DIGEST_AT) !== undefined;
  if (!on) {
    if (scheduled) await userDoc(uid).update({ [NEXT_DIGEST_AT]: FieldValue.delete() });
    return;
  }
  const turnedOn = before?.get('notifyDigest') !== true;
  const movedZone = before?.get('timeZone') !== after.get('timeZone');
  // Each write of this trigger fires it again; only a change it has not answered writes.
  if (scheduled && !turnedOn && !movedZone) return;
  const next = nextDigestAt(readTimeZone(after), new Date());
  await userDoc(uid).update({ [NEXT_DIGEST_AT]: Timestamp.fromDate(next) });
}
