// The benchmark, run inside `firebase emulators:exec` by bench/run.mjs. Each section is
// independent: one that fails is reported as such and the others still run.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMIT_PER_MINUTE_DEFAULT } from '../../functions/src/platform/config';
import { ensurePlansConfig, seedTodos } from '../tools/admin';
import { launchChromium, newBenchContext } from '../tools/browser';
import { BASE_URL, CHROMIUM_PATH } from '../tools/config';
import { FULL_SIZES, QUICK_SIZES } from './sizes';
import { measureMachineSpeed } from '../tools/machineSpeed';
import { renderMarkdown } from './report';
import type { BenchResults } from './results';
import { stallLog } from '../tools/stalls';
import {
  authOnlyState,
  createAccount,
  signInThroughLogin,
  type BenchUser,
  type StorageState,
} from '../tools/session';
import { apiSection } from './sections/api';
import { firstLoadSection } from './sections/firstLoad';
import { lighthouseSection } from './sections/lighthouse';
import { liveSyncSection } from './sections/liveSync';
import { coldLoadsSection } from './sections/coldLoads';
import { warmFloorSection } from './sections/warmFloor';
import { coldLoadsFloorSection } from './sections/coldLoadsFloor';
import { reportsSection } from './sections/reports';
import { createHeavyUser, readsSection, scaleSection } from './sections/scale';
import type { Browser } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const quick = process.env.BENCH_QUICK === '1';
/** BENCH_PAGE_LOAD_RUNS sets how many times each page is loaded for its medians (3 by default). */
const pageLoadRuns = Number(process.env.BENCH_PAGE_LOAD_RUNS) || undefined;
const sizes = { ...(quick ? QUICK_SIZES : FULL_SIZES), ...(pageLoadRuns ? { pageLoadRuns } : {}) };
/** BENCH_ONLY=firstLoad,liveSync runs a subset while working on the suite. */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The emulators' per-user limit: functions/.env.local over the demo project's file. */
function rateLimit(): number {
  let limit = RATE_LIMIT_PER_MINUTE_DEFAULT;
  for (const file of ['functions/.env.demo-pomoplan', 'functions/.env.local']) {
    try {
      const env = readFileSync(path.join(ROOT, file), 'utf8');
      const value = /^RATE_LIMIT_PER_MINUTE=(\d+)/m.exec(env)?.[1];
      if (value !== undefined) limit = Number(value);
    } catch {
      // No such file: the value before it stands.
    }
  }
  return limit;
}

const started = new Date();
const results: BenchResults = {
  meta: {
    startedAt: started.toISOString(),
    finishedAt: '',
    durationS: 0,
    quick,
    sizes,
    node: process.version,
    chromium: quiet(CHROMIUM_PATH, ['--version']).split('\n').slice(-1)[0] ?? 'unknown',
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    rateLimitPerMinute: rateLimit(),
  },
  errors: {},
};

async function section(name: string, work: () => Promise<void>): Promise<void> {
  if (only && !only.includes(name)) return;
  const at = Date.now();
  console.log(`\n━━ bench: ${name}`);
  try {
    await work();
    console.log(`   ${name} done in ${Math.round((Date.now() - at) / 1000)} s`);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`✖ ${name} failed: ${message}`);
    results.errors[name] =
      (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  }
}

/** A user with a handful of todos, signed in once; its session serves the signed-in loads. */
async function typicalUser(browser: Browser): Promise<{ user: BenchUser; state: StorageState }> {
  const user = await createAccount('bench-typical');
  const context = await newBenchContext(browser);
  try {
    await signInThroughLogin(await context.newPage(), BASE_URL, user);
    await seedTodos(user.uid, 8, 'Typical todo', {
      completed: (index) => index >= 6,
      dueType: (index) => (index % 2 === 0 ? 'today' : 'anytime'),
      spacingMs: 3_600_000,
    });
    return { user, state: await authOnlyState(context) };
  } finally {
    await context.close();
  }
}

await ensurePlansConfig();
const browser = await launchChromium();
try {
  results.meta.machineSpeed = { start: await measureMachineSpeed(browser) };
  const typical = await typicalUser(browser);
  await section('firstLoad', async () => {
    results.firstLoadJs = await firstLoadSection(browser, sizes.pageLoadRuns, typical.state);
  });
  await section('lighthouse', async () => {
    results.lighthouse = await lighthouseSection(sizes.lighthouseRuns, typical.user);
  });
  await section('liveSync', async () => {
    const liveSync = await liveSyncSection(browser, sizes.liveSyncSamples);
    results.liveSyncFloor = liveSync.floor;
    results.liveSyncCacheFloor = liveSync.cacheFloor;
    results.liveSyncTabFloor = liveSync.tabFloor;
    results.liveSyncOwnFloor = liveSync.ownFloor;
    results.liveSync = liveSync.variants;
    results.focusSync = liveSync.focus;
  });
  if (
    !only ||
    ['scale', 'warmFloor', 'reads', 'coldLoads', 'coldLoadsFloor', 'reports'].some((name) =>
      only.includes(name),
    )
  ) {
    const heavy = await createHeavyUser(browser, sizes);
    results.heavySeed = heavy.seed;
    await section('scale', async () => {
      results.scale = await scaleSection(browser, heavy, sizes.pageLoadRuns, sizes.checkboxSamples);
    });
    await section('warmFloor', async () => {
      results.warmFloor = await warmFloorSection(
        browser,
        heavy.user,
        sizes.pageLoadRuns,
        sizes.checkboxSamples,
      );
    });
    await section('reads', async () => {
      results.reads = await readsSection(browser, heavy);
    });
    await section('coldLoads', async () => {
      results.coldLoads = await coldLoadsSection(browser, heavy, sizes.coldLoads);
    });
    await section('coldLoadsFloor', async () => {
      results.coldLoadsFloor = await coldLoadsFloorSection(browser, heavy, sizes.coldLoads);
    });
    // Last of the heavy user's: it makes the account Master and adds a year of focus.
    await section('reports', async () => {
      results.reports = await reportsSection(
        browser,
        heavy,
        sizes.pageLoadRuns,
        sizes.heavyFocusSessions,
      );
    });
  }
  await section('api', async () => {
    results.api = await apiSection(sizes.apiRequests, sizes.apiUsers);
  });
  results.meta.machineSpeed.end = await measureMachineSpeed(browser);
} finally {
  await browser.close();
}

results.stalls = stallLog;
const finished = new Date();
results.meta.finishedAt = finished.toISOString();
results.meta.durationS = Math.round((finished.getTime() - started.getTime()) / 1000);
writeFileSync(path.join(RESULTS_DIR, 'report.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(path.join(RESULTS_DIR, 'report.md'), renderMarkdown(results));
console.log(
  `\nWrote bench/results/report.md and bench/results/report.json (${results.meta.durationS} s).`,
);
const failed = Object.keys(results.errors);
if (failed.length > 0) {
  console.error(`✖ ${failed.length} section(s) failed: ${failed.join(', ')}`);
}
// Exits by itself: the Admin SDK's channel to the emulator would keep the process alive, and
// emulators:exec (with the lock other engineers wait on) ends only when this process does.
process.exit(failed.length > 0 ? 1 : 0);
