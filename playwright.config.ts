import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium: Playwright's own browser download is not reachable on these machines.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Chromium's headless shell (Debian's chromium-headless-shell) runs the same engine without
// the browser's own UI layer, so each test costs less CPU. It has no push service, so the tests
// tagged @full-browser run in the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = /@full-browser/;

const launchOptions = (executable: string) => ({
  executablePath: existsSync(executable) ? executable : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * Specs that run alone, one test at a time, after the rest: those that change state every user
 * shares, and the benchmark's own probes, which wait 15 s at most for another device to show a
 * press, as the benchmark does on its idle machine. Beside the API files, that device's Listen
 * channel went unanswered for longer in four full runs of four.
 */
const ALONE_SPECS = ['admin.spec.ts', 'demoAccounts.spec.ts', 'bench-smoke.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  // e2e/support's own unit tests (*.test.ts) are vitest's.
  testMatch: '**/*.spec.ts',
  // Every test creates its own users, so tests run side by side; the few that change what
  // every user sees (prices and limits in config/plans, the admin's user list) run alone at
  // the end, see the `alone` project.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The longest journeys (a checkout, an account's deletion) run beside the API suite on two
  // shared cores, whose speed varies from day to day: the limit leaves them room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results',
  use: {
    baseURL: 'http://localhost:5000',
    screenshot: 'only-on-failure',
    // Recording a trace slows every test by about a third on two cores, failed or not; rerun a
    // failing test with `--trace on` to get one. The screenshot and the page's error context
    // are still saved on failure.
    trace: 'off',
    // The app drops its transitions and animations for visitors who ask for less motion (one
    // test checks that). Every other test runs so: no frames drawn for fades and ripples, and no
    // waiting for an element to stop moving before it is clicked.
    reducedMotion: 'reduce',
    // The app's service worker downloads every file of the build (about 125) into its cache
    // after the first visit: in every test's fresh context that is the whole app again, in the
    // background. Only the tests of offline use and push need it; they allow it.
    serviceWorkers: 'block',
    launchOptions: launchOptions(SYSTEM_CHROMIUM),
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ALONE_SPECS,
      grepInvert: FULL_BROWSER,
      use: {
        browserName: 'chromium',
        launchOptions: launchOptions(existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : SYSTEM_CHROMIUM),
      },
      // A teardown runs after its project even when tests failed there (a dependency would be
      // skipped), so the alone tests always run, and never next to another test.
      teardown: 'alone',
    },
    {
      name: 'chromium-full',
      testIgnore: ALONE_SPECS,
      grep: FULL_BROWSER,
      // Push arrives through the service worker.
      use: { browserName: 'chromium', serviceWorkers: 'allow' },
      teardown: 'alone',
    },
    {
      name: 'alone',
      testMatch: ALONE_SPECS,
      fullyParallel: false,
      workers: 1,
      use: { browserName: 'chromium' },
    },
  ],
});
