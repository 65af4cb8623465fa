// Runs one command inside a fresh emulator suite and stops the suite afterwards:
//   npm run emulators:exec -- "npx vitest run --project rules tests/rules/todos.test.ts"
// EMULATORS_ONLY=firestore limits the suite (faster for rules-only work).
import path from 'node:path';
import { FIREBASE, firebaseEnv, projectArgs } from '../lib/firebase.mjs';
import { beginLocalRun } from '../lib/localRun.mjs';
import { EMULATORS, ROOT } from '../lib/paths.mjs';
import { start } from '../lib/run.mjs';
import { startStandins } from '../lib/standins.mjs';

const WARM_SCRIPT = path.join(ROOT, 'scripts', 'lib', 'warmFunctions.mjs');
const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('Usage: npm run emulators:exec -- "<command>"');
  process.exit(2);
}
const only = process.env.EMULATORS_ONLY || EMULATORS;
let suite;
let standins;
await beginLocalRun({
  stop: async () => {
    await suite?.stop();
    await standins?.stop();
  },
  only,
});
standins = await startStandins();
// The api's workers start before the command, so that its first calls wait for none.
const warmed = `node ${JSON.stringify(WARM_SCRIPT)} && ${command}`;
suite = start(FIREBASE, ['emulators:exec', ...projectArgs, '--only', only, warmed], {
  env: firebaseEnv(),
});
const code = await suite.exited;
await standins.stop();
process.exit(code);
