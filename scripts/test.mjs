// `npm test`: every check and every suite, in three phases:
//   1. build (Hosting serves web/dist and the Functions emulator loads functions/lib at start);
//   2. the emulator suite boots in the background while lint, typecheck, unit tests and the
//      deploy checks (tests/deploy) run;
//   3. as soon as the emulators are up (the checks may still run), the rules, API and browser
//      suites on them (scripts/emulator-suites.mjs).
// Prints `N passed, N failed` and exits non-zero on any failure.
//
// `npm test -- --changed[=REF]` (the inner loop) runs only what the change since REF (default
// HEAD: the uncommitted change) touches, and names what it leaves out (scripts/lib/changed.mjs).
//
// `npm test -- --today 2027-02-28` runs it all as if it were that day (scripts/lib/today.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { libfaketimePath, movedClockEnv, todayOption } from './lib/today.mjs';
import { startEmulators } from './lib/emulatorSession.mjs';
import { changedFiles, needsEmulators, planFor } from './lib/changed.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { beginLocalRun } from './lib/localRun.mjs';
import { run, runCaptured } from './lib/run.mjs';
import { bin } from './lib/paths.mjs';
import { EMULATORS_LOG, logLinesNaming, readIfThere } from './lib/failureContext.mjs';
import { failedVitestTests, readResults, RESULTS_DIR } from './lib/results.mjs';
import { startStandins } from './lib/standins.mjs';

const today = todayOption(process.argv.slice(2));
if (today.error) {
  console.error(`✖ ${today.error}`);
  process.exit(2);
}
if (today.day && process.env.POMOPLAN_TODAY !== today.day) {
  const library = libfaketimePath();
  if (!library) {
    console.error(
      '✖ --today moves the clock with libfaketime: install it first (apt-get install faketime).',
    );
    process.exit(2);
  }
  console.log(`━━ The whole run as if it were ${today.day} (libfaketime)`);
  const script = fileURLToPath(import.meta.url);
  const { status } = spawnSync(process.execPath, [script, ...today.rest], {
    stdio: 'inherit',
    env: { ...process.env, ...movedClockEnv(today.day, library) },
  });
  process.exit(status ?? 1);
}

const started = Date.now();
let emulators = null;
let standins = null;
// A run stopped half-way (SIGTERM, Ctrl-C, the terminal closed) stops the emulators and stand-ins;
// whatever else it started (a browser, a vitest worker) is killed by the marker.
await beginLocalRun({
  stop: async () => {
    await emulators?.stop();
    await standins?.stop();
  },
});
await ensureDependencies();
fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
fs.mkdirSync(RESULTS_DIR, { recursive: true });

const changedArg = process.argv.slice(2).find((arg) => /^--changed(=|$)/.test(arg));
const plan = changedArg ? planFor(changedFiles(changedArg.split('=')[1] || 'HEAD')) : null;
if (plan) {
  console.log(`━━ Only what the change touches (--changed; CI runs everything):`);
  for (const note of plan.notes) console.log(`  ${note}`);
  console.log(`  lint: ${plan.lint.length} changed file(s); unit: tests related to them`);
}
const withEmulators = !plan || needsEmulators(plan);

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const failedSteps = [];
const timings = [];
async function step(label, command, args, options) {
  console.log(`\n━━ ${label}`);
  const stepStarted = Date.now();
  const code = await run(command, args, options);
  timings.push(`${label} ${seconds(stepStarted)}`);
  if (code !== 0) failedSteps.push(label);
  return code;
}

/** Steps run side by side; each prints its output whole once it has finished. */
async function sideBySide(steps) {
  console.log(`\n━━ ${steps.map(([label]) => label).join(', ')} (side by side)`);
  await Promise.all(
    steps.map(async ([label, command, args]) => {
      const stepStarted = Date.now();
      const { code, output } = await runCaptured(command, args);
      timings.push(`${label} ${seconds(stepStarted)}`);
      if (code !== 0) failedSteps.push(label);
      console.log(`\n━━ ${label} (${code === 0 ? 'passed' : `failed, exit code ${code}`})`);
      process.stdout.write(output);
    }),
  );
}

/** The offline proof of the deploy (tests/deploy): no emulators, so it runs with the checks. */
const deployChecks = [
  'Deploy checks',
  bin('vitest'),
  [
    'run',
    '--project',
    'deploy',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(RESULTS_DIR, 'deploy.json')}`,
  ],
];

// Phase 1
// domain has nothing to build (its `build` is a typecheck, done in phase 2).
const buildCode = withEmulators
  ? await step('Build', 'npm', ['run', 'build', '-w', 'web', '-w', 'functions'])
  : 0;

// Phase 2
// The stand-ins listen before the functions load, so no call of theirs finds the port closed.
standins =
  buildCode === 0 && withEmulators
    ? await startStandins().catch((error) => {
        console.error(`\n✖ The stand-ins did not start: ${error.message}`);
        failedSteps.push('Stand-ins');
        return null;
      })
    : null;
emulators = standins ? startEmulators({ logFile: EMULATORS_LOG }) : null;
if (emulators) console.log(`\n━━ Emulators starting in the background (log: ${EMULATORS_LOG})`);
// ESLint and tsc use one core each; the unit tests wait on processes and timers much of the time.
const checksStarted = Date.now();
const unitReport = [
  '--project',
  'unit',
  '--project',
  'unit-isolated',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(RESULTS_DIR, 'unit.json')}`,
];
/** The checks before the emulator suites: all of them, or with --changed those of the change. */
function checkSteps() {
  const typecheck = ['Typecheck', 'npm', ['run', 'typecheck']];
  if (!plan) {
    return [
      ['Lint', 'npm', ['run', 'lint']],
      typecheck,
      ['Unit tests', bin('vitest'), ['run', ...unitReport]],
      deployChecks,
    ];
  }
  const steps = [typecheck];
  const code = plan.lint.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
  if (code.length > 0) {
    steps.push([
      'ESLint (changed files)',
      bin('eslint'),
      ['--max-warnings=0', '--no-warn-ignored', ...code],
    ]);
  }
  if (plan.lint.length > 0) {
    steps.push([
      'Prettier (changed files)',
      bin('prettier'),
      ['--check', '--ignore-unknown', ...plan.lint],
    ]);
  }
  if (plan.unit.length > 0) {
    const related = ['related', '--run', '--passWithNoTests', ...unitReport, ...plan.unit];
    steps.push(['Unit tests (related)', bin('vitest'), related]);
  }
  if (plan.deploy) steps.push(deployChecks);
  return steps;
}
/** Phase 3: once the emulators are up, the suites on them (beside whatever checks still run). */
async function emulatorSuites() {
  const waitStarted = Date.now();
  const env = await emulators.ready.catch((error) => {
    console.error(`\n✖ ${error.message}`);
    failedSteps.push('Emulators');
    return null;
  });
  timings.push(`waiting for the emulators ${seconds(waitStarted)}`);
  if (env) {
    await step(
      'Emulator suites (rules and API, then browser)',
      'node',
      ['scripts/emulator-suites.mjs'],
      { env: plan ? { ...env, POMOPLAN_SUITES: JSON.stringify(plan) } : env },
    );
  }
  const stopStarted = Date.now();
  const stopCode = await emulators.stop();
  timings.push(`stopping the emulators ${seconds(stopStarted)}`);
  if (env && stopCode !== 0)
    failedSteps.push(`Emulators (exit code ${stopCode}, see ${EMULATORS_LOG})`);
  await standins?.stop();
}

// The checks and the emulator suites overlap: the first emulator step (rules and the every-user
// API files) waits on triggers and queues much of its time, which the checks fill.
await Promise.all([
  sideBySide(checkSteps()).then(() =>
    timings.push(`lint, typecheck and unit tests together ${seconds(checksStarted)}`),
  ),
  emulators ? emulatorSuites() : null,
]);

const { passed, failed, suites } = readResults();
const failedTests = failedVitestTests();
// The log runs to tens of megabytes: read only when a failure is to be explained.
const emulatorsLog = failedTests.length > 0 ? readIfThere(EMULATORS_LOG) : '';
for (const test of failedTests) {
  console.log(`\n━━ Failed (${test.suite}): ${test.file} › ${test.name}`);
  console.log(test.message);
  const named = logLinesNaming(emulatorsLog, test.message);
  if (named.length > 0) console.log(`  The emulators' log where it names the same ids:`);
  for (const line of named) console.log(`  | ${line}`);
}
console.log('\n━━ Summary');
for (const suite of suites)
  console.log(`  ${suite.name.padEnd(15)} ${suite.passed} passed, ${suite.failed} failed`);
for (const label of failedSteps) console.log(`  ✖ ${label} failed`);
console.log(`  steps: ${timings.join(', ')}`);
console.log(`  time: ${seconds(started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
