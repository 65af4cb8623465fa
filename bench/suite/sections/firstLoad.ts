import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newBenchContext } from '../../tools/browser';
import { BASE_URL } from '../../tools/config';
import { measureFirstLoadJs, type FirstLoadJs, type ReadyCheck } from '../../tools/firstLoadJs';
import { FIRST_LOAD_GZIP } from '../budgets';
import type { PageJs } from '../results';
import type { StorageState } from '../../tools/session';
import { chunkContents } from '../../tools/sourcemap';
import { median } from '../../tools/stats';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export const landingReady: ReadyCheck = (page: Page) =>
  page.getByRole('heading', { name: 'Plan your day in pomodoros' }).waitFor();

export const loginReady: ReadyCheck = (page: Page) =>
  page.getByRole('button', { name: 'Sign In' }).waitFor();

export const todoReady: ReadyCheck = (page: Page) =>
  page.getByRole('heading', { name: 'To Do', level: 1 }).waitFor({ timeout: 30_000 });

/** The built file behind a script URL (Hosting serves web/dist as is). */
export function distFile(url: string): string {
  return path.join(DIST, new URL(url).pathname);
}

async function measurePage(
  browser: Browser,
  label: string,
  pathname: string,
  ready: ReadyCheck,
  runs: number,
  budgetGzip?: number,
  storageState?: StorageState,
): Promise<PageJs> {
  const loads: FirstLoadJs[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newBenchContext(browser, { storageState });
    try {
      loads.push(await measureFirstLoadJs(context, new URL(pathname, BASE_URL).href, ready));
    } finally {
      await context.close();
    }
  }
  const gzipRuns = loads.map((load) => load.gzip);
  const middle = median(gzipRuns);
  const chosen = loads.reduce((best, load) =>
    Math.abs(load.gzip - middle) < Math.abs(best.gzip - middle) ? load : best,
  );
  const largest = chosen.scripts[0];
  if (!largest) throw new Error(`${label}: no scripts`);
  const largestChunk = chunkContents(distFile(largest.url));
  return { label, budgetGzip, median: chosen, gzipRuns, largestChunk };
}

/** Landing, /login (signed out) and / for a signed-in user, each in fresh contexts. */
export async function firstLoadSection(
  browser: Browser,
  runs: number,
  signedIn: StorageState,
): Promise<PageJs[]> {
  return [
    await measurePage(
      browser,
      'Landing `/` (signed out)',
      '/',
      landingReady,
      runs,
      FIRST_LOAD_GZIP.landing,
    ),
    await measurePage(browser, '`/login`', '/login', loginReady, runs),
    await measurePage(
      browser,
      'To Do `/` (signed in)',
      '/',
      todoReady,
      runs,
      FIRST_LOAD_GZIP.signedInTodo,
      signedIn,
    ),
  ];
}
