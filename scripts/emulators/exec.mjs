// Runs one command inside a fresh emulator suite and stops the suite afterwards:
//   npm run emulators:exec -- "npx vitest run --project emulator tests/rules"
// EMULATORS_ONLY=firestore limits the suite (faster for rules-only work).
import { FIREBASE, firebaseEnv, projectArgs } from '../lib/firebase.mjs';
import { EMULATORS } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';
import { startStandins } from '../lib/standins.mjs';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('Usage: npm run emulators:exec -- "<command>"');
  process.exit(2);
}
const only = process.env.EMULATORS_ONLY || EMULATORS;
const standins = await startStandins();
const code = await run(FIREBASE, ['emulators:exec', ...projectArgs, '--only', only, command], {
  env: firebaseEnv(),
});
await standins.stop();
process.exit(code);
