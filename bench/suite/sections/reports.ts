// The reports page of a heavy year: the heavy user (5,000 tasks, 2,000 todos) made Master and
// given a year of pomodoros, its report months counted by the server's own recount. Timed as
// the scale pages are (cold, warm, returning: to its first chart drawn), beside a floor: the
// API's own answer to the page's request, timed from here, which no page can draw before. And
// the documents the first load reads: the listeners' (counted on the Listen channel) and the
// report's (the month documents its request names, the user and the plans).
import { addDays, monthsToRead, REPORT_RANGES, reportWindow, todayIn } from '@pomoplan/domain';
import type { Browser } from '@playwright/test';
import { GOALS_ENDED_WITHIN_DAYS, GOALS_SHOWN } from '../../../functions/src/reports/goalProgress';
import { adminDb, setTier } from '../../tools/admin';
import { BASE_URL, TIME_ZONE } from '../../tools/config';
import { seedFocusYear } from '../../tools/seedFocusYear';
import { idTokenOf } from '../../tools/session';
import { median } from '../../tools/stats';
import type { ReportsBench } from '../results';
import { readPage, timePage, type HeavyUser, type PageSpec } from './scale';

export const REPORTS_PAGE: PageSpec = {
  label: 'Reports `/reports` (Master, a year of focus)',
  path: '/reports',
  // The focus time chart drawn: the first figure of the report's data.
  firstItem: '[aria-label^="Focus time per"][aria-label$=", chart"] svg',
};

/** Documents a report request reads besides its months: the user and the plans' limits. */
const REPORT_FIXED_READS = 2;

/** The documents GET /api/reports reads for `url`'s range, as its handler names them. */
function reportReads(url: URL): number {
  const days = REPORT_RANGES.find((range) => String(range) === url.searchParams.get('days'));
  const timeZone = url.searchParams.get('tz') ?? 'UTC';
  if (days === undefined) return 0;
  const window = reportWindow({ days, timeZone, reporting: true });
  return monthsToRead(window.readFrom, window.to).length + REPORT_FIXED_READS;
}

/** What GET /api/reports/goals reads: its goals query, and two counts for each goal shown. */
async function goalsProgressReads(uid: string): Promise<number> {
  const recent = addDays(todayIn(TIME_ZONE), -GOALS_ENDED_WITHIN_DAYS);
  const goals = await adminDb()
    .collection(`users/${uid}/goals`)
    .where('endDate', '>=', recent)
    .limit(GOALS_SHOWN * 2)
    .count()
    .get();
  const read = goals.data().count;
  return read + 2 * Math.min(read, GOALS_SHOWN);
}

/** The API's answer to the page's first request, timed from here: `runs` after one unmeasured. */
async function apiFloor(heavy: HeavyUser, runs: number): Promise<number[]> {
  const token = await idTokenOf(heavy.user);
  const url = `${BASE_URL}/api/reports?days=7&tz=${encodeURIComponent(TIME_ZONE)}`;
  const answers: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.json();
    if (!response.ok) throw new Error(`GET /api/reports answered ${response.status}`);
    if (run > 0) answers.push(performance.now() - started);
  }
  return answers;
}

export async function reportsSection(
  browser: Browser,
  heavy: HeavyUser,
  runs: number,
  sessions: number,
): Promise<ReportsBench> {
  await setTier(heavy.uid, 'master');
  const year = await seedFocusYear(heavy.uid, sessions);
  const { page } = await timePage(browser, heavy, REPORTS_PAGE, runs);
  const floorRuns = await apiFloor(heavy, Math.max(runs * 3, 5));
  const { read, apiCalls } = await readPage(browser, heavy, REPORTS_PAGE);
  let reportDocuments = 0;
  for (const call of apiCalls) {
    const [method, path = ''] = call.split(' ');
    const url = new URL(path, BASE_URL);
    if (method !== 'GET') continue;
    if (url.pathname === '/api/reports') reportDocuments += reportReads(url);
    if (url.pathname === '/api/reports/goals')
      reportDocuments += await goalsProgressReads(heavy.uid);
  }
  return {
    year,
    page,
    apiFloorRuns: floorRuns,
    apiFloorMs: median(floorRuns),
    reads: { listeners: read, report: reportDocuments, apiCalls },
  };
}
