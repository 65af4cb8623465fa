// `npm run bench`: builds the app, then runs the whole benchmark (bench/suite/main.ts) inside ONE
// emulator suite. Writes bench/results/report.md and bench/results/report.json (untracked). Not part of `npm test`.
// Other engineers share the emulator ports: run it as
//   flock /tmp/pomoplan-emulators.lock npm run bench
import console from 'node:console';
import path from 'node:path';
import process from 'node:process';
import { FIREBASE, firebaseEnv, projectArgs } from '../scripts/lib/firebase.mjs';
import { beginLocalRun } from '../scripts/lib/localRun.mjs';
import { bin, EMULATORS, ROOT } from '../scripts/lib/paths.mjs';
import { runOrExit, start } from '../scripts/lib/run.mjs';

let suite;
await beginLocalRun({ stop: () => suite?.stop() });
await runOrExit('Build', 'npm', ['run', 'build']);
const benchmark = `${JSON.stringify(bin('tsx'))} ${JSON.stringify(path.join(ROOT, 'bench/suite/main.ts'))}`;
console.log('\nStarting the emulator suite for the benchmark...');
suite = start(FIREBASE, ['emulators:exec', ...projectArgs, '--only', EMULATORS, benchmark], {
  env: firebaseEnv(),
});
process.exit(await suite.exited);
