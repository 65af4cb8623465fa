// users/{uid}.nextDigestAt: when the user's next daily digest is due, kept by a trigger on the
// user document (switch on or off, a new time zone) and moved on by the job after each
// digest. The hourly job reads only the users whose digest is due, not every user.
import { nextDigestAt } from '@pomoplan/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../config';
import { userDoc } from '../services/firestore';
import { readTimeZone } from '../reminders/stored';

export const NEXT_DIGEST_AT = 'nextDigestAt';

export const onUserWrittenDigest = onDocumentWritten(
  { document: 'users/{uid}', region: REGION },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!after?.exists) return;
    const on = after.get('notifyDigest') === true;
    const scheduled = after.get(NEXT_DIGEST_AT) !== undefined;
    if (!on) {
      if (scheduled)
        await userDoc(event.params.uid).update({ [NEXT_DIGEST_AT]: FieldValue.delete() });
      return;
    }
    const turnedOn = before?.get('notifyDigest') !== true;
    const movedZone = before?.get('timeZone') !== after.get('timeZone');
    // Each write of this trigger fires it again; only a change it has not answered writes.
    if (scheduled && !turnedOn && !movedZone) return;
    const next = nextDigestAt(readTimeZone(after), new Date());
    await userDoc(event.params.uid).update({ [NEXT_DIGEST_AT]: Timestamp.fromDate(next) });
  },
);
