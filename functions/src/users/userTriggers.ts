// One trigger on the user document, for everything that follows its fields: the digest's
// schedule, the weekly report's and the reminders' local time. One function, so that each write of a user (a
// sign-in, a setting, the billing) starts one invocation, not one per follower.
import { onDocumentWritten } from 'firebase-functions/firestore';
import { capacityOf } from '../platform/capacity';
import { REGION } from '../platform/config';
import { DIGEST_SCHEDULE } from '../digest/schedule';
import { keepMailScheduled } from '../mail/mailSchedule';
import { WEEKLY_REPORT_SCHEDULE } from '../reports/weeklySchedule';
import { followTimeZone } from '../reminders/reminderTriggers';

export const onUserWritten = onDocumentWritten(
  { document: 'users/{uid}', region: REGION, ...capacityOf('onUserWritten') },
  async (event) => {
    const { uid } = event.params;
    const before = event.data?.before;
    const after = event.data?.after;
    await Promise.all([
      keepMailScheduled(DIGEST_SCHEDULE, uid, before, after),
      keepMailScheduled(WEEKLY_REPORT_SCHEDULE, uid, before, after),
      followTimeZone(uid, before, after),
    ]);
  },
);
