// The nightly planner on the nights the clocks change, run at every hour of the day as the
// scheduler runs it: each user's analysis is queued exactly once, on the night 03:00 does not
// exist (Helsinki's spring) and on the night it happens twice (Helsinki's autumn) alike.
import { addDays, instantAt, todayIn } from '@pomoplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyPlanDoc } from '../../functions/src/analysis/nightPlans';
import { enqueueAnalyses } from '../../functions/src/analysis/queue';
import {
  planNightly,
  type NightlyPlanReport,
} from '../../functions/src/analysis/planNightlyAnalyses';
import { adminDb } from '../api/support/admin';
import { analysisOf } from '../api/support/analysis';
import { createUser, type TestUser } from '../api/support/users';

const HOUR_MS = 3_600_000;
const ZONES = ['Europe/Helsinki', 'America/New_York'];

/** Every full UTC hour within the local day `day` of `timeZone`. */
function hoursOf(day: string, timeZone: string): Date[] {
  const start = instantAt({ day, msOfDay: 0 }, timeZone).getTime();
  const end = instantAt({ day: addDays(day, 1), msOfDay: 0 }, timeZone).getTime();
  const hours: Date[] = [];
  for (let at = Math.ceil(start / HOUR_MS) * HOUR_MS; at < end; at += HOUR_MS) {
    hours.push(new Date(at));
  }
  return hours;
}

const forgetPlans = () => Promise.all(ZONES.map((zone) => nightlyPlanDoc(zone).delete()));

const users = new Map<string, TestUser>();

beforeAll(async () => {
  await forgetPlans();
  for (const timeZone of ZONES) {
    const user = await createUser();
    await adminDb().doc(`users/${user.uid}`).update({ timeZone });
    users.set(timeZone, user);
  }
});
afterAll(forgetPlans);

describe('planNightlyAnalyses on the nights the clocks change', () => {
  // In order of time for each zone: a zone's days are planned in order.
  it.each([
    ['Europe/Helsinki', '2026-10-25', 'two 03:00s (04:00 -> 03:00)', 25],
    ['America/New_York', '2026-11-01', 'two 01:00s (02:00 -> 01:00)', 25],
    ['America/New_York', '2027-03-14', 'no 02:00 (02:00 -> 03:00)', 23],
    ['Europe/Helsinki', '2027-03-28', 'no 03:00 (03:00 -> 04:00)', 23],
  ])('queues %s once on %s, a night with %s', async (timeZone, day, _, hours) => {
    const runs: NightlyPlanReport[] = [];
    for (const at of hoursOf(day, timeZone)) runs.push(await planNightly(at, [timeZone]));
    expect(runs).toHaveLength(hours);

    // One run of the day planned the zone, for that day; no run found a task queued already.
    expect(runs.flatMap((run) => run.nights)).toEqual([{ timeZone, day }]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBeGreaterThanOrEqual(1);
    expect(runs.reduce((sum, run) => sum + run.duplicates, 0)).toBe(0);
    // The user's task of that night is among those queued: the same task again is refused.
    const user = users.get(timeZone);
    if (!user) throw new Error(`no user in ${timeZone}`);
    expect(await enqueueAnalyses({ kind: 'nightly', day }, [user.uid])).toEqual({
      queued: 0,
      duplicates: 1,
    });
  });

  it('hands the queued tasks to the analysis worker', async () => {
    for (const [timeZone, user] of users) await analysisOf(user.uid, todayIn(timeZone));
  });
});
