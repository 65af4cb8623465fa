// `npm start`: install what is missing, build, start the stand-ins and the emulator suite,
// seed demo accounts, run the scheduled jobs on their schedules, print the URL. Ctrl-C stops
// everything.
import { spawn } from 'node:child_process';
import { FIREBASE, firebaseEnv, functionsNode, projectArgs } from './lib/firebase.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { bin, EMULATORS, HOSTING_URL } from './lib/paths.mjs';
import { runOrExit } from './lib/run.mjs';
import { startStandins } from './lib/standins.mjs';
import { waitForHttp } from './lib/wait.mjs';

/** What a developer opens a stand-in's page for. */
const STANDIN_NOTES = {
  mailbox: '(the e-mail the app sent: reminders, digests)',
  push: '(the web push messages the app sent)',
};

await ensureDependencies();
// The job scheduler needs installed packages (cron-parser): imported once they are there.
const { describeSchedule, scheduleJobs } = await import('./lib/jobs.mjs');
await runOrExit('Build', 'npm', ['run', 'build']);
const env = firebaseEnv();
let standins;
try {
  standins = await startStandins();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const emulators = spawn(FIREBASE, ['emulators:start', ...projectArgs, '--only', EMULATORS], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env,
});

let stopping = false;
let scheduler;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators...');
  scheduler?.stop();
  emulators.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
emulators.on('exit', async (code) => {
  await standins.stop();
  process.exit(stopping ? 0 : (code ?? 1));
});

try {
  await waitForHttp('http://127.0.0.1:5000/api/health', { timeoutMs: 180_000, child: emulators });
} catch (error) {
  console.error(`✖ ${error.message}`);
  stop('SIGTERM');
  process.exitCode = 1;
}

if (!stopping) {
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
