// `npm run job -- NAME`: runs one scheduled job now against the running emulators (`npm start`)
// and reports what it did. Without a name, lists the jobs and their schedules.
import { describeRun, listJobs, runJob } from './lib/jobs.mjs';

const name = process.argv[2];
let jobs;
try {
  jobs = await listJobs();
} catch (error) {
  console.error(`✖ The emulators are not running (${error.message}). Start them with npm start.`);
  process.exit(1);
}

const job = jobs.find((candidate) => candidate.name === name);
if (!job) {
  if (name) console.error(`✖ There is no scheduled job named ${name}.`);
  console.log('Usage: npm run job -- NAME\nJobs:');
  for (const { name: jobName, cron, timeZone } of jobs)
    console.log(`  ${jobName}  ${cron} (${timeZone})`);
  process.exit(name ? 2 : 0);
}

console.log(`Running ${job.name}...`);
try {
  const run = await runJob(job);
  console.log(`${run.outcome === 'ok' ? '✔' : '✖'} ${describeRun(job.name, run)}`);
  process.exit(run.outcome === 'ok' ? 0 : 1);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
