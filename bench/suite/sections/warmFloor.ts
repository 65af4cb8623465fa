// The floor of the To Do page's returning-user row: the bare Firebase SDK (bench/tools/floor/client.ts)
// with the app's persistent multi-tab cache reads the heavy user's open and completed todos, as
// the page does, on the loads the scale section times. Each run, in a fresh context: a cold load
// filling the cache, the same number of todos completed as the section's checkbox clicks, then a
// second visit and a returning user's load, 2 s apart. What it times is what Auth, the SDK and
// IndexedDB take before any app could draw a row: from navigation start until both lists had a
// first snapshot.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newBenchContext } from '../../tools/browser';
import { serveFloor } from '../../tools/floor/pages';
import type { WarmFloor } from '../results';
import { median } from '../../tools/stats';
import type { BenchUser } from '../../tools/session';
import { FIRST_RENDER_TIMEOUT_MS } from './scale';

const SETTLE_MS = 2000;

/** Loads the floor page, which starts the reads itself; resolves with both lists' first times. */
async function load(page: Page, url: string): Promise<{ anyMs: number; serverMs: number }> {
  await page.goto(`${url}?cache=persistent`);
  const handle = await page.waitForFunction(
    () => {
      const lists = window.__floorLists;
      return lists?.anyMs !== undefined && lists.serverMs !== undefined ? lists : undefined;
    },
    null,
    { timeout: FIRST_RENDER_TIMEOUT_MS, polling: 50 },
  );
  const lists = await handle.jsonValue();
  if (lists?.anyMs === undefined || lists.serverMs === undefined)
    throw new Error('the floor page noted no lists');
  return { anyMs: lists.anyMs, serverMs: lists.serverMs };
}

async function oneRun(
  context: BrowserContext,
  url: string,
  user: BenchUser,
  completions: number,
): Promise<{ warm: number; returning: number }> {
  await context.addInitScript(
    (credentials) => {
      window.__floorWarm = credentials;
    },
    { email: user.email, password: user.password },
  );
  const page = await context.newPage();
  await load(page, url);
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate((count) => window.floor?.complete(count), completions);
  await page.waitForTimeout(SETTLE_MS);
  const warm = await load(page, url);
  await page.waitForTimeout(SETTLE_MS);
  const returning = await load(page, url);
  return { warm: warm.anyMs, returning: returning.anyMs };
}

export async function warmFloorSection(
  browser: Browser,
  user: BenchUser,
  runs: number,
  completions: number,
): Promise<WarmFloor> {
  const server = await serveFloor();
  try {
    const warm: number[] = [];
    const returning: number[] = [];
    // One unmeasured run first, as for the app's rows.
    for (let run = 0; run <= runs; run += 1) {
      const context = await newBenchContext(browser);
      try {
        const timed = await oneRun(context, server.url, user, completions);
        if (run === 0) continue;
        warm.push(timed.warm);
        returning.push(timed.returning);
      } finally {
        await context.close();
      }
    }
    return { warm, warmMs: median(warm), returning, returningMs: median(returning) };
  } finally {
    await server.close();
  }
}
