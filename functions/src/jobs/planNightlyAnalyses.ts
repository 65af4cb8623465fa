// Hourly: queues one analysis task per user whose local night has come (NIGHT_HOUR in the
// user's time zone) and who has not turned the nightly analysis off. Task names are per user
// and local day, so a second run of the same hour (a retry, or `npm run job`) queues nothing new.
import type { Query } from 'firebase-admin/firestore';
import { enqueueAnalyses } from '../analysis/queue';
import { NIGHT_HOUR, zonesAtLocalHour } from '../analysis/night';
import { db } from '../services/firestore';
import { scheduledJob } from './scheduledJob';

/** Firestore's most values in one `in` filter. */
const IN_LIMIT = 30;
const PAGE_SIZE = 500;

/** The ids of the users of a query who want the nightly analysis, page by page. */
async function* nightlyUsers(query: Query): AsyncGenerator<string[]> {
  let page = query.select('nightlyAnalysis').orderBy('__name__').limit(PAGE_SIZE);
  for (;;) {
    const snapshot = await page.get();
    yield snapshot.docs.filter((doc) => doc.get('nightlyAnalysis') !== false).map((doc) => doc.id);
    const last = snapshot.docs.at(-1);
    if (!last || snapshot.size < PAGE_SIZE) return;
    page = page.startAfter(last);
  }
}

export async function planNightly(at: Date): Promise<{ queued: number; duplicates: number }> {
  const byDay = new Map<string, string[]>();
  for (const { timeZone, day } of zonesAtLocalHour(NIGHT_HOUR, at)) {
    byDay.set(day, [...(byDay.get(day) ?? []), timeZone]);
  }
  const total = { queued: 0, duplicates: 0 };
  for (const [day, zones] of byDay) {
    for (let start = 0; start < zones.length; start += IN_LIMIT) {
      const query = db()
        .collection('users')
        .where('timeZone', 'in', zones.slice(start, start + IN_LIMIT));
      for await (const uids of nightlyUsers(query)) {
        if (uids.length === 0) continue;
        const report = await enqueueAnalyses({ kind: 'nightly', day }, uids);
        total.queued += report.queued;
        total.duplicates += report.duplicates;
      }
    }
  }
  return total;
}

export const planNightlyAnalyses = scheduledJob(
  'planNightlyAnalyses',
  // An hour's users (about a 24th of all) are queued 50 at a time: minutes, not seconds, at scale.
  { cron: '0 * * * *', timeZone: 'UTC', timeoutSeconds: 540 },
  async ({ scheduleTime }) => {
    const { queued, duplicates } = await planNightly(scheduleTime);
    return { 'analyses queued': queued, 'already queued': duplicates };
  },
);
