// `npm test`: every check and every suite, in three phases:
//   1. build (Hosting serves web/dist and the Functions emulator loads functions/lib at start);
//   2. the emulator suite boots in the background while lint, typecheck and unit tests run;
//   3. the rules, API and browser suites on the emulators (scripts/emulator-suites.mjs).
// Prints `N passed, N failed` and exits non-zero on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { startEmulators } from './lib/emulatorSession.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { applyLocalOnlyEnv } from './lib/localOnly.mjs';
import { ownProcesses } from './lib/ownedProcesses.mjs';
import { exitIfPortsTaken } from './lib/ports.mjs';
import { run } from './lib/run.mjs';
import { readResults, RESULTS_DIR } from './lib/results.mjs';
import { startStandins } from './lib/standins.mjs';

const started = Date.now();
let emulators = null;
let standins = null;
// A run stopped half-way (SIGTERM, Ctrl-C, the terminal closed) stops the emulators and stand-ins;
// whatever else it started (a browser, a vitest worker) is killed by the marker.
ownProcesses({
  stop: async () => {
    await emulators?.stop();
    await standins?.stop();
  },
});
applyLocalOnlyEnv();
await exitIfPortsTaken();
await ensureDependencies();
fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
fs.mkdirSync(RESULTS_DIR, { recursive: true });

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

// Phase 1
// domain has nothing to build (its `build` is a typecheck, done in phase 2).
const buildCode = await step('Build', 'npm', ['run', 'build', '-w', 'web', '-w', 'functions']);

// Phase 2
const emulatorLog = path.join(RESULTS_DIR, 'emulators.log');
// The stand-ins listen before the functions load, so no call of theirs finds the port closed.
standins =
  buildCode === 0
    ? await startStandins().catch((error) => {
        console.error(`\n✖ The stand-ins did not start: ${error.message}`);
        failedSteps.push('Stand-ins');
        return null;
      })
    : null;
emulators = standins ? startEmulators({ logFile: emulatorLog }) : null;
if (emulators) console.log(`\n━━ Emulators starting in the background (log: ${emulatorLog})`);
await step('Lint', 'npm', ['run', 'lint']);
await step('Typecheck', 'npm', ['run', 'typecheck']);
await step('Unit tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(RESULTS_DIR, 'unit.json')}`,
]);

// Phase 3
if (emulators) {
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
      { env },
    );
  }
  const stopStarted = Date.now();
  const stopCode = await emulators.stop();
  timings.push(`stopping the emulators ${seconds(stopStarted)}`);
  if (env && stopCode !== 0)
    failedSteps.push(`Emulators (exit code ${stopCode}, see ${emulatorLog})`);
  await standins?.stop();
}

const { passed, failed, suites } = readResults();
console.log('\n━━ Summary');
for (const suite of suites)
  console.log(`  ${suite.name.padEnd(9)} ${suite.passed} passed, ${suite.failed} failed`);
for (const label of failedSteps) console.log(`  ✖ ${label} failed`);
console.log(`  steps: ${timings.join(', ')}`);
console.log(`  time: ${seconds(started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
