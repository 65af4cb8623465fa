// What the benchmark runs against and how much of it. Everything talks to the local emulator
// suite on loopback addresses only.

/** Hosting serves the built app and rewrites /api/** to the `api` function. */
export const BASE_URL = 'http://127.0.0.1:5000';
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
export const EMULATOR_HUB_URL = 'http://127.0.0.1:4400';
export const PROJECT_ID = 'demo-pomoplan';

/** Debian's Chromium: Playwright's own browser download is not reachable on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Dates in the seed and in the browser are computed in one zone, so "today" agrees. */
export const TIME_ZONE = 'UTC';

export interface BenchSizes {
  pageLoadRuns: number;
  lighthouseRuns: number;
  liveSyncSamples: number;
  checkboxSamples: number;
  /** Cold loads of the heavy To Do page in a row, counted for stalls. */
  coldLoads: number;
  heavyOpenTodos: number;
  heavyCompletedTodos: number;
  heavyTasks: number;
  heavyProjects: number;
  apiRequests: number;
  apiUsers: number;
}

export const FULL_SIZES: BenchSizes = {
  pageLoadRuns: 3,
  lighthouseRuns: 3,
  liveSyncSamples: 50,
  checkboxSamples: 5,
  coldLoads: 100,
  heavyOpenTodos: 300,
  heavyCompletedTodos: 1700,
  heavyTasks: 5000,
  heavyProjects: 5,
  apiRequests: 500,
  apiUsers: 20,
};

/** BENCH_QUICK=1: the same measurements with tiny sizes, for working on the suite itself. */
export const QUICK_SIZES: BenchSizes = {
  pageLoadRuns: 1,
  lighthouseRuns: 1,
  liveSyncSamples: 5,
  checkboxSamples: 2,
  coldLoads: 5,
  heavyOpenTodos: 30,
  heavyCompletedTodos: 70,
  heavyTasks: 200,
  heavyProjects: 2,
  apiRequests: 40,
  apiUsers: 4,
};
