// A hundred cold signed-in loads of the heavy user's To Do page in a row, each in a fresh
// context (Auth session only: empty HTTP and Firestore caches), to count the loads whose
// Firestore data never comes. Each ends with its context closed, as a user closes a tab; a
// stall is counted, not redone, so the row says how often a user would meet one.
import type { Browser } from '@playwright/test';
import { newBenchContext } from '../../tools/browser';
import { marks, watchMarks } from '../../tools/pageProbes';
import type { ColdLoads } from '../results';
import { stallLog } from '../../tools/stalls';
import { REOPENING_WARNING } from '../../../web/src/data/sync/silentChannel';
import { distribution } from '../../tools/stats';
import { FIRST_RENDER_TIMEOUT_MS, TODO_PAGE, type HeavyUser } from './scale';

const FIRST_ROW = TODO_PAGE.firstItem;

export async function coldLoadsSection(
  browser: Browser,
  heavy: HeavyUser,
  loads: number,
): Promise<ColdLoads> {
  const firstRowMs: number[] = [];
  let stalled = 0;
  let reopened = 0;
  for (let load = 1; load <= loads; load += 1) {
    const context = await newBenchContext(browser, { storageState: heavy.state });
    try {
      await watchMarks(context, { item: FIRST_ROW });
      const page = await context.newPage();
      let reopenedHere = false;
      page.on('console', (message) => {
        if (message.text().startsWith(REOPENING_WARNING)) reopenedHere = true;
      });
      stallLog.loads += 1;
      await page.goto('/');
      try {
        const painted = await marks(page, 'item', FIRST_RENDER_TIMEOUT_MS);
        firstRowMs.push(painted.item?.frameMs ?? Number.NaN);
      } catch {
        stalled += 1;
        const at = new Date().toISOString();
        const detail = `/ showed no ${FIRST_ROW} within ${FIRST_RENDER_TIMEOUT_MS / 1000} s`;
        stallLog.stalls.push({ label: `cold load ${load} of ${loads}`, at, detail });
        console.warn(`   stall in cold load ${load}: ${detail}`);
      }
      if (reopenedHere) reopened += 1;
    } finally {
      await context.close();
    }
  }
  return {
    loads,
    stalled,
    reopened,
    firstRowMs: firstRowMs.length > 0 ? distribution(firstRowMs) : null,
  };
}
