// The floor of the cold-load row: as many cold loads of the heavy user as the app's row, each
// in a fresh context, with the bare Firebase SDK (bench/tools/floor/client.ts), listening to the user
// document and the open todos as the app does: once with the app's persistent multi-tab cache,
// once with the SDK's default memory cache (no IndexedDB, no multi-tab lease), once with that
// cache and a Listen channel that long-polls instead of streaming. It counts the loads whose
// open todos had no answer from the server within the app's patience (8 s, when its watch
// reopens the channel) and within 20 s. Loads that go silent here are the emulator's or the
// SDK's, not the app's; silent with both caches, not the lease's. For each load it notes where
// its first Listen back channel began: one that began after array 1 lost the targets' ADDs.
import type { Browser, Page } from '@playwright/test';
import { newBenchContext } from '../../tools/browser';
import { openFloorPage, serveFloor, type FloorCache } from '../../tools/floor/pages';
import type { ColdLoadsFloor } from '../results';
import { distribution } from '../../tools/stats';
import { SILENT_MS } from '../../../web/src/data/sync/silentChannel';
import { FIRST_RENDER_TIMEOUT_MS, type HeavyUser } from './scale';

/** The first server answer of the open todos, in ms from the listen, or null within `timeoutMs`. */
export async function firstTodosAnswer(page: Page, timeoutMs: number): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(() => window.__floorFirstServer?.todos, null, {
      timeout: timeoutMs,
      polling: 100,
    });
    return (await handle.jsonValue()) ?? null;
  } catch {
    return null;
  }
}

async function coldLoads(
  browser: Browser,
  floorUrl: string,
  heavy: HeavyUser,
  cache: FloorCache,
  loads: number,
): Promise<ColdLoadsFloor> {
  const answeredMs: number[] = [];
  const stalledFirstArrays: (number | null)[] = [];
  let answeredAfterLoss = 0;
  for (let load = 1; load <= loads; load += 1) {
    const context = await newBenchContext(browser);
    try {
      const page = await openFloorPage(context, floorUrl, heavy.user, cache, 'cold');
      const answered = await firstTodosAnswer(page, FIRST_RENDER_TIMEOUT_MS);
      const firstArray = await page.evaluate(() => window.__floorFirstArray ?? null);
      if (answered === null) {
        stalledFirstArrays.push(firstArray);
        const within = `${FIRST_RENDER_TIMEOUT_MS / 1000} s`;
        console.warn(
          `   floor cold load ${load} (${cache} cache): no server answer within ${within}; ` +
            `its Listen back channel began with array ${firstArray ?? '(none)'}`,
        );
      } else {
        answeredMs.push(answered);
        if (firstArray !== null && firstArray > 1) answeredAfterLoss += 1;
      }
    } finally {
      await context.close();
    }
  }
  const stalled = loads - answeredMs.length;
  const silent = stalled + answeredMs.filter((ms) => ms > SILENT_MS).length;
  const firstAnswerMs = answeredMs.length > 0 ? distribution(answeredMs) : null;
  return { cache, loads, silent, stalled, firstAnswerMs, stalledFirstArrays, answeredAfterLoss };
}

export async function coldLoadsFloorSection(
  browser: Browser,
  heavy: HeavyUser,
  loads: number,
): Promise<ColdLoadsFloor[]> {
  const server = await serveFloor();
  try {
    const caches: FloorCache[] = ['persistent', 'memory', 'long-polling'];
    const floors: ColdLoadsFloor[] = [];
    for (const cache of caches)
      floors.push(await coldLoads(browser, server.url, heavy, cache, loads));
    return floors;
  } finally {
    await server.close();
  }
}
