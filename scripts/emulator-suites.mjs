// The suites that need the emulators, run with the emulators' environment (scripts/test.mjs
// passes it; `npm run emulators:exec -- "node scripts/emulator-suites.mjs"` works too).
// Three steps, packed so that the two cores stay busy and no test sees another's shared state:
//   1. the rules suite (a Firestore project of its own) beside the API files that change what
//      every user sees or run a job over every user (vitest project `api-shared`);
//   then the API files that load the machine by themselves (vitest project `api-alone`), alone;
//   2. the browser suite beside the other API files, which touch only the users they make (the
//      API suite waits on timers and queues about half the time; the browser fills it);
//   3. the browser specs that change what every user sees, and the benchmark's probes
//      (Playwright project `alone`), alone.
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

/** `suite` is the selection's name (`api` covers both API projects); a selection of files
 * runs in whichever of them includes each file. */
function vitest(project, suite = project) {
  if (skipped(suite)) return 0;
  return run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(RESULTS_DIR, `${project}.json`)}`,
    ...files(suite),
  ]);
}

/** The Playwright projects given, into `report` (a file in RESULTS_DIR). */
async function browser(projects, report) {
  if (skipped('browser')) return 0;
  const output = path.join(RESULTS_DIR, report);
  // --no-deps: the chromium projects' teardown (alone) runs as step 3, after the API.
  const args = ['test', '--no-deps', '--pass-with-no-tests', ...files('browser')];
  for (const project of projects) args.push('--project', project);
  const code = await run(bin('playwright'), args, {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (code !== 0) printFailureContexts(output);
  return code;
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const codes = await Promise.all([vitest('rules'), vitest('api-shared', 'api')]);
console.log(`\nRules and the every-user API files: ${seconds()}`);
codes.push(await vitest('api-alone', 'api'));
console.log(`\nThe API files run alone: ${seconds()}`);
codes.push(
  ...(await Promise.all([vitest('api'), browser(['chromium', 'chromium-full'], 'e2e.json')])),
);
console.log(`\nBrowser suite and the other API files: ${seconds()}`);
codes.push(await browser(['alone'], 'e2e-shared.json'));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
