// The suites that need the emulators, run with the emulators' environment (scripts/test.mjs
// passes it; `npm run emulators:exec -- "node scripts/emulator-suites.mjs"` works too).
// The rules and API suites run side by side (they use separate Firestore projects), then the
// browser suite, which would otherwise compete with them for the two cores.
import path from 'node:path';
import { printFailureContexts } from './lib/failureContext.mjs';
import { RESULTS_DIR } from './lib/results.mjs';
import { bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

// `npm test -- --changed` passes its selection: per suite 'all' or the test files to run.
const selection = process.env.POMOPLAN_SUITES
  ? JSON.parse(process.env.POMOPLAN_SUITES)
  : { rules: 'all', api: 'all', browser: 'all' };
const files = (suite) => (selection[suite] === 'all' ? [] : selection[suite]);
const skipped = (suite) => selection[suite] !== 'all' && selection[suite].length === 0;

function vitest(project) {
  if (skipped(project)) return 0;
  return run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(RESULTS_DIR, `${project}.json`)}`,
    ...files(project),
  ]);
}

async function browserSuite() {
  if (skipped('browser')) return 0;
  const report = path.join(RESULTS_DIR, 'e2e.json');
  // A selection of specs runs without the shared-config project the chromium one tears down to.
  const args = selection.browser === 'all' ? ['test'] : ['test', '--no-deps', ...files('browser')];
  const code = await run(bin('playwright'), args, {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (code !== 0) printFailureContexts(report);
  return code;
}

const started = Date.now();
const [rules, api] = await Promise.all([vitest('rules'), vitest('api')]);
console.log(`\nRules and API suites: ${Math.round((Date.now() - started) / 1000)} s`);
const playwright = await browserSuite();
process.exit([rules, api, playwright].every((code) => code === 0) ? 0 : 1);
