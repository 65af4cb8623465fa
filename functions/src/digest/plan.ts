// The hourly run of the daily digest: finds the users whose local morning has come (their
// nextDigestAt has passed), queues one digest task per user and local day, and moves each of
// them on to the next morning. It sends nothing itself, so its time grows with the users it
// queues, not with the mail it writes.
import { nextDigestAt, todayIn } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { EnqueueReport } from '../platform/taskQueue';
import { readTimeZone } from '../reminders/stored';
import { db } from '../platform/firestore';
import { enqueueDigests } from './queue';
import { NEXT_DIGEST_AT } from './schedule';

/** One batch of writes at most. */
const PAGE_SIZE = 500;
/** 100,000 users in one run; whoever is left waits for the next run. */
const MAX_PAGES = 200;

export async function queueDueDigests(now: Date): Promise<EnqueueReport> {
  const report: EnqueueReport = { queued: 0, duplicates: 0 };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    // No cursor: each page moves its users past `now`, so the next query starts after them.
    const due = await db()
      .collection('users')
      .where(NEXT_DIGEST_AT, '<=', Timestamp.fromDate(now))
      .orderBy(NEXT_DIGEST_AT)
      .select('timeZone')
      .limit(PAGE_SIZE)
      .get();
    if (due.empty) break;
    const queued = await enqueueDigests(
      due.docs.map((user) => ({ uid: user.id, day: todayIn(readTimeZone(user), now) })),
    );
    report.queued += queued.queued;
    report.duplicates += queued.duplicates;
    // Moved only once queued: a run that stops halfway leaves the rest due for the next run,
    // whose tasks of the same names are refused as duplicates.
    const batch = db().batch();
    for (const user of due.docs) {
      const next = nextDigestAt(readTimeZone(user), now);
      batch.update(user.ref, { [NEXT_DIGEST_AT]: Timestamp.fromDate(next) });
    }
    await batch.commit();
    if (due.size < PAGE_SIZE) break;
  }
  return report;
}
