// `npm start`: install what is missing, build, start the stand-ins and the emulator suite,
// seed demo accounts, run the scheduled jobs on their schedules, print the URL. Ctrl-C (or
// SIGTERM or SIGHUP, to this script or to npm) stops everything it started.
import { spawn } from 'node:child_process';
import { FIREBASE, firebaseEnv, functionsNode, projectArgs } from './lib/firebase.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { beginLocalRun } from './lib/localRun.mjs';
import { bin, EMULATORS, HOSTING_URL } from './lib/paths.mjs';
import { runOrExit } from './lib/run.mjs';
import { startStandins } from './lib/standins.mjs';
import { waitForHttp } from './lib/wait.mjs';
import { warmApiWorkers } from './lib/warmFunctions.mjs';

/** What a developer opens a stand-in's page for. */
const STANDIN_NOTES = {
  mailbox: '(the e-mail the app sent: reminders, digests)',
  push: '(the web push messages the app sent)',
};

let emulators;
let standins;
let scheduler;
let stopping = false;
/** Stops the scheduler, then the emulators (their own shutdown stops the JVMs), then the stand-ins. */
async function stopEverything() {
  stopping = true;
  scheduler?.stop();
  if (emulators && emulators.exitCode === null && emulators.signalCode === null) {
    console.log('Stopping the emulators...');
    const exited = new Promise((resolve) => emulators.once('exit', resolve));
    emulators.kill('SIGINT');
    await exited;
  }
  await standins?.stop();
}
const shutdown = await beginLocalRun({ stop: stopEverything });
await ensureDependencies();
// The job scheduler needs installed packages (cron-parser): imported once they are there.
const { describeSchedule, scheduleJobs } = await import('./lib/jobs.mjs');
await runOrExit('Build', 'npm', ['run', 'build']);
const env = firebaseEnv();
try {
  standins = await startStandins();
} catch (error) {
  console.error(`✖ ${error.message}`);
  await shutdown(1);
}

emulators = spawn(FIREBASE, ['emulators:start', ...projectArgs, '--only', EMULATORS], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env,
  // Its own process group: a Ctrl-C in the terminal reaches it once, from stopEverything.
  detached: true,
});
emulators.on('exit', (code) => {
  // Stopped by us: the shutdown in progress exits. On its own: end the run with its code.
  if (!stopping) void shutdown(code ?? 1);
});

try {
  await waitForHttp('http://127.0.0.1:5000/api/health', { timeoutMs: 180_000, child: emulators });
} catch (error) {
  console.error(`✖ ${error.message}`);
  await shutdown(1);
}

if (!stopping) {
  await warmApiWorkers();
  await runOrExit('Seeding demo data', bin('tsx'), ['scripts/seed/index.ts'], {
    env: { ...env, ...emulatorClientEnv() },
  });
  const { DEMO_ACCOUNTS } = await import('./seed/accounts.mjs');
  scheduler = await scheduleJobs();
  console.log(`\nPomoplan is running at ${HOSTING_URL}\n`);
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS) {
    console.log(
      `  ${account.label.padEnd(6)} ${account.email.padEnd(24)} password: ${account.password}`,
    );
  }
  console.log(`\nFunctions run on Node ${functionsNode().version}.`);
  console.log('Stand-ins for outside services:');
  for (const [name, url] of Object.entries(standins.urls))
    console.log(
      `  ${name.padEnd(8)} ${url}${STANDIN_NOTES[name] ? `  ${STANDIN_NOTES[name]}` : ''}`,
    );
  console.log('Scheduler (run one job now with npm run job -- NAME):');
  for (const job of scheduler.jobs) console.log(`  ${describeSchedule(job)}`);
  console.log('\nPress Ctrl-C to stop.');
}

function emulatorClientEnv() {
  return {
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    GCLOUD_PROJECT: 'demo-pomoplan',
  };
}
