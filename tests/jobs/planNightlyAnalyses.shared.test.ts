// The hourly planNightlyAnalyses job, run as the scheduler runs it: it queues one task per
// user whose local night has come, once per zone and day, so a second run queues nothing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { todayIn } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../api/support/admin';
import { analysisOf, readAnalysis } from '../api/support/analysis';
import { createTodo } from '../api/support/fixtures';
import { createUser } from '../api/support/users';

function runJob(name: string) {
  return promisify(execFile)(process.execPath, ['scripts/job.mjs', name], { timeout: 60_000 });
}

/** A fixed-offset zone whose local hour is 03:00 right now (Etc/GMT-N is UTC+N). */
function zoneAtThreeAm(now: Date): string {
  let offset = (3 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** What the test needs of the current hour: the users' set-up and two runs of the job. */
const HOUR_LEFT_MS = 90_000;

/**
 * The job reads the clock itself: should the hour turn between choosing the zone and the run,
 * that zone's night is over. Near the turn, the test waits for the next hour to begin.
 */
async function withinOneHour(): Promise<Date> {
  const now = Date.now();
  const left = 3_600_000 - (now % 3_600_000);
  if (left < HOUR_LEFT_MS) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
  return new Date();
}

describe('planNightlyAnalyses', () => {
  it(
    'analyses the users whose night has come, once, and skips those who opted out',
    {
      timeout: 180_000,
    },
    async () => {
      const zone = zoneAtThreeAm(await withinOneHour());
      const [night, optedOut] = [await createUser(), await createUser()];
      await createTodo(night.idToken, { text: 'Nightly todo', dueType: 'today' });
      await adminDb().doc(`users/${night.uid}`).update({ timeZone: zone });
      await adminDb()
        .doc(`users/${optedOut.uid}`)
        .update({ timeZone: zone, nightlyAnalysis: false });
      const day = todayIn(zone);

      const first = await runJob('planNightlyAnalyses');
      expect(first.stdout).toMatch(/✔ planNightlyAnalyses finished in \d+ ms/);
      expect(Number(/analyses queued: (\d+)/.exec(first.stdout)?.[1])).toBeGreaterThanOrEqual(1);
      const analysis = await analysisOf(night.uid, day);
      expect(analysis.aiResponse).toContain('Due today: "Nightly todo"');

      // The same hour again: the zone's night is planned, nothing new is queued.
      const second = await runJob('planNightlyAnalyses');
      expect(second.stdout).toMatch(/analyses queued: 0, already queued: 0/);
      expect(await readAnalysis(optedOut.uid, day)).toBeUndefined();
    },
  );
});
