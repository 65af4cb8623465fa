import { defineConfig } from 'vitest/config';

// `unit` and `unit-isolated` run anywhere in seconds. `rules` and `api` need the emulator suite
// (started once by scripts/test.mjs) and run side by side in two vitest processes: the rules
// suites use a Firestore project of their own (tests/support/emulators.ts), so clearing it
// never touches the data the API suites use.
const EMULATOR_TEST = {
  environment: 'node',
  // Files of one suite run one after another: a rules file clears its project before every
  // test, and API files share the admin settings.
  fileParallelism: false,
  // The files share their imported modules and Admin SDK clients: a file that opened its own
  // channels to the emulators spent more time connecting than testing.
  isolate: false,
  // Room for a wait (`eventually`, 20 s) and the calls around it in a test of many steps (an
  // account's deletion, a goal's 501 todos), on two cores shared with the browser suite.
  testTimeout: 60_000,
  hookTimeout: 60_000,
} as const;

const UNIT_TESTS = [
  'domain/src/**/*.test.ts',
  'functions/src/**/*.test.ts',
  'web/src/**/*.test.ts',
  'web/vitePlugins/**/*.test.ts',
  'standins/src/**/*.test.ts',
  'scripts/**/*.test.mjs',
  'e2e/support/**/*.test.ts',
  'bench/**/*.test.ts',
];
/** The unit tests that need a module registry of their own: vi.mock, or what a load loads. */
const ISOLATED_UNIT_TESTS = [
  'functions/src/platform/adminCredentials.test.ts',
  'functions/src/platform/http/middleware/auth.test.ts',
];

const API_TESTS = ['tests/api/**/*.test.ts', 'tests/jobs/**/*.test.ts'];
/**
 * The API and job files named *.shared.test.ts change what every user sees (config/plans,
 * config/integrations, config/ai), run a scheduled job over every user (digests, sweeps,
 * nightly analyses, the admin's analysis of everyone), or change a stand-in's shared state
 * (reset the Stripe or Google stand-in, move its clock, hold its webhooks, make its next call
 * fail). A browser test running meanwhile would see other limits, prices or providers, get a
 * digest it did not ask for, or lose its checkout or its Google grant to a reset or a fault
 * meant for the API test. A new file of that kind is named so.
 */
const API_EVERY_USER_TESTS = ['tests/api/**/*.shared.test.ts', 'tests/jobs/**/*.shared.test.ts'];

/**
 * The API files named *.alone.test.ts load the machine on their own (the analysis queue at its
 * rate limit starts 20 function processes; an import writes 5,000 documents): they run with no
 * other suite beside them, whose Listen channels they would hold up. Some change what every user
 * sees too, so they are no part of the `api` project either.
 */
const API_ALONE_TESTS = ['tests/api/**/*.alone.test.ts', 'tests/jobs/**/*.alone.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        // Files of a worker share their imported modules (no isolation): each file no longer
        // imports zod, the SDKs and the domain afresh, which was most of this suite's time.
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: ISOLATED_UNIT_TESTS,
          environment: 'node',
          isolate: false,
          // `npm test` runs the unit tests beside the emulator suites: a test that imports a big
          // module (firebase-tools' own code) or reads every zone's times can outlast the default
          // 5 s on two busy cores.
          testTimeout: 30_000,
        },
      },
      {
        // vi.mock replaces a module for every file that shares it, and a file that checks what
        // a load loads needs a registry nobody else filled: these files get their own.
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          environment: 'node',
        },
      },
      {
        // The offline proof of the deploy: the functions manifest, Hosting's rewrites and the
        // composite indexes, read from the sources and firebase.json without any emulator.
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...EMULATOR_TEST,
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          // Saves the security rules' coverage report once every rules suite has run.
          globalSetup: ['tests/support/rulesCoverage.ts'],
        },
      },
      {
        // The API and the jobs: everything that runs inside the functions emulator. These files
        // touch only the users they make, so they run beside the browser suite.
        test: {
          ...EMULATOR_TEST,
          name: 'api',
          include: API_TESTS,
          exclude: [...API_EVERY_USER_TESTS, ...API_ALONE_TESTS],
          setupFiles: ['tests/support/functionsSecrets.ts'],
        },
      },
      {
        // The API and job files that change what every user sees or run a job over every user:
        // they run while no browser test does.
        test: {
          ...EMULATOR_TEST,
          name: 'api-shared',
          include: API_EVERY_USER_TESTS,
          setupFiles: ['tests/support/functionsSecrets.ts'],
        },
      },
      {
        test: {
          ...EMULATOR_TEST,
          name: 'api-alone',
          include: API_ALONE_TESTS,
          setupFiles: ['tests/support/functionsSecrets.ts'],
        },
      },
    ],
  },
});
