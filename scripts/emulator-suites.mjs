// The suites that need the emulators, run with the emulators' environment (scripts/test.mjs
// passes it; `npm run emulators:exec -- "node scripts/emulator-suites.mjs"` works too).
// The rules and API suites run side by side (they use separate Firestore projects), then the
// browser suite, which would otherwise compete with them for the two cores.
import path from 'node:path';
import { printFailureContexts } from './lib/failureContext.mjs';
import { RESULTS_DIR } from './lib/results.mjs';
import { bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

function vitest(project) {
  return run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(RESULTS_DIR, `${project}.json`)}`,
  ]);
}

const started = Date.now();
const [rules, api] = await Promise.all([vitest('rules'), vitest('api')]);
console.log(`\nRules and API suites: ${Math.round((Date.now() - started) / 1000)} s`);
const browserReport = path.join(RESULTS_DIR, 'e2e.json');
const playwright = await run(bin('playwright'), ['test'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
});
if (playwright !== 0) printFailureContexts(browserReport);
process.exit([rules, api, playwright].every((code) => code === 0) ? 0 : 1);
