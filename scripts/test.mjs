// `npm test`: lint, typecheck, unit tests, build, then ONE emulator run for the rules, API and
// browser suites. Prints `N passed, N failed` and exits non-zero on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { FIREBASE, firebaseEnv, projectArgs } from './lib/firebase.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { EMULATORS } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { readResults, RESULTS_DIR } from './lib/results.mjs';
import { startStandins } from './lib/standins.mjs';

const started = Date.now();
await ensureDependencies();
fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
fs.mkdirSync(RESULTS_DIR, { recursive: true });

const failedSteps = [];
async function step(label, command, args, options) {
  console.log(`\n━━ ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) failedSteps.push(label);
  return code;
}

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
const buildCode = await step('Build', 'npm', ['run', 'build']);
if (buildCode === 0) {
  const standins = await startStandins();
  await step(
    'Emulator suites (rules, API, browser)',
    FIREBASE,
    [
      ...['emulators:exec', ...projectArgs, '--only', EMULATORS],
      'node scripts/emulator-suites.mjs',
    ],
    { env: firebaseEnv() },
  );
  await standins.stop();
}

const { passed, failed, suites } = readResults();
console.log('\n━━ Summary');
for (const suite of suites)
  console.log(`  ${suite.name.padEnd(9)} ${suite.passed} passed, ${suite.failed} failed`);
for (const label of failedSteps) console.log(`  ✖ ${label} failed`);
console.log(`  time: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
