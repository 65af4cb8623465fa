// Hourly: queues one analysis task per user whose local night has come (see analysis/night.ts)
// and who has not turned the nightly analysis off, once per zone and local day (the record of
// planned days). Task names are per user and local day, so two overlapping runs queue each
// user once.
import type { Query } from 'firebase-admin/firestore';
import { unplannedNights, zonesInNight, type NightZone } from './night';
import { lastPlannedDays, markPlanned } from './nightPlans';
import { enqueueAnalyses } from './queue';
import { db } from '../platform/firestore';
import { scheduledJob } from '../platform/scheduledJob';

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

export interface NightlyPlanReport {
  /** The zones planned by this run, each with the local day it planned. */
  nights: NightZone[];
  queued: number;
  duplicates: number;
}

/** Queues the analyses of every night due at `at`, of the given zones (all zones by default). */
export async function planNightly(at: Date, zones?: readonly string[]): Promise<NightlyPlanReport> {
  const candidates = zonesInNight(at, zones);
  const lastPlanned = await lastPlannedDays(candidates.map((night) => night.timeZone));
  const nights = unplannedNights(candidates, lastPlanned);
  const report: NightlyPlanReport = { nights, queued: 0, duplicates: 0 };
  for (let start = 0; start < nights.length; start += IN_LIMIT) {
    const group = nights.slice(start, start + IN_LIMIT);
    for (const day of new Set(group.map((night) => night.day))) {
      const timeZones = group.filter((night) => night.day === day).map((night) => night.timeZone);
      const query = db().collection('users').where('timeZone', 'in', timeZones);
      for await (const uids of nightlyUsers(query)) {
        if (uids.length === 0) continue;
        const queued = await enqueueAnalyses({ kind: 'nightly', day }, uids);
        report.queued += queued.queued;
        report.duplicates += queued.duplicates;
      }
    }
    await markPlanned(group);
  }
  return report;
}

export const planNightlyAnalyses = scheduledJob(
  'planNightlyAnalyses',
  // An hour's users (about a 24th of all) are queued 50 at a time: minutes, not seconds, at scale.
  { cron: '0 * * * *', timeZone: 'UTC', timeoutSeconds: 540 },
  async ({ scheduleTime }) => {
    const { nights, queued, duplicates } = await planNightly(scheduleTime);
    return {
      'zones planned': nights.length,
      'analyses queued': queued,
      'already queued': duplicates,
    };
  },
);
