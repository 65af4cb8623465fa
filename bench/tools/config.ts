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
