// Runs inside `firebase emulators:exec`: the suites that need the emulators, one after another.
import path from 'node:path';
import { RESULTS_DIR } from './lib/results.mjs';
import { bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const vitest = await run(bin('vitest'), [
  'run',
  '--project',
  'emulator',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(RESULTS_DIR, 'emulator.json')}`,
]);
const playwright = await run(bin('playwright'), ['test'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS_DIR, 'e2e.json') },
});
process.exit(vitest !== 0 || playwright !== 0 ? 1 : 0);
