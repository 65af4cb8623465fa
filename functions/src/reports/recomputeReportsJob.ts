// Weekly, and by hand after a change of the rollups' logic (npm run job -- recomputeReports):
// queues a recount of every account whose months were not yet counted by the current version.
// Reads one field of each user; an account already counted costs that read only.
import { REPORT_ROLLUP_VERSION } from '@pomoplan/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../platform/firestore';
import { scheduledJob } from '../platform/scheduledJob';
import { enqueueRecounts } from './recomputeQueue';

const PAGE = 500;
/** 100,000 users in one run; whoever is left waits for the next run. */
const MAX_PAGES = 200;

export const recomputeReports = scheduledJob(
  'recomputeReports',
  { cron: '0 3 * * 0', timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    let queued = 0;
    let current = 0;
    let last: QueryDocumentSnapshot | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const users = db()
        .collection('users')
        .orderBy('__name__')
        .select('reportsVersion')
        .limit(PAGE);
      const snapshot = await (last ? users.startAfter(last) : users).get();
      const due = snapshot.docs
        .filter((user) => user.get('reportsVersion') !== REPORT_ROLLUP_VERSION)
        .map((user) => user.id);
      current += snapshot.size - due.length;
      queued += (await enqueueRecounts(due)).queued;
      if (snapshot.size < PAGE) break;
      last = snapshot.docs[snapshot.size - 1];
    }
    return { 'recounts queued': queued, 'already counted': current };
  },
);
