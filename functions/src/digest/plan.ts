// The hourly run of the daily digest: one digest task per user whose local morning has come,
// named by the user's local day.
import { todayIn } from '@pomoplan/domain';
import { queueDueMail } from '../mail/mailSchedule';
import type { EnqueueReport } from '../platform/taskQueue';
import { enqueueDigests } from './queue';
import { DIGEST_SCHEDULE } from './schedule';

export function queueDueDigests(now: Date): Promise<EnqueueReport> {
  return queueDueMail(DIGEST_SCHEDULE, now, (users) =>
    enqueueDigests(users.map(({ uid, timeZone }) => ({ uid, day: todayIn(timeZone, now) }))),
  );
}
