// Scheduled jobs on the emulator suite, which has no cron. A 2nd gen scheduled function is an
// HTTP function that Cloud Scheduler calls with its X-CloudScheduler-* headers; the emulator
// also registers it on a Pub/Sub topic (firebase-schedule-NAME), but its Pub/Sub bridge cannot
// call HTTP functions ("Unsupported trigger signature: http", firebase-tools 15). So
// `npm start`'s scheduler, `npm run job` and the tests all call the function the way Cloud
// Scheduler does, and read the outcome the job leaves in jobRuns/{job}.
import { emulatorUrl } from './emulatorUrls.mjs';
import { PROJECT_ID } from './paths.mjs';
import { nextFireTime, startScheduler } from './scheduler.mjs';

/**
 * The scheduled functions the functions emulator has loaded, with the schedule each declares
 * itself: [{ name, id, region, cron, timeZone }]. Cloud Scheduler's default time zone for 2nd gen
 * functions is UTC.
 */
export async function listJobs() {
  const response = await fetch(`${emulatorUrl('functions')}/backends`);
  if (!response.ok) throw new Error(`The functions emulator answered ${response.status}.`);
  const { backends } = await response.json();
  return backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.schedule)
    .map((trigger) => ({
      name: trigger.name,
      id: trigger.id,
      region: trigger.region,
      cron: trigger.schedule.schedule,
      timeZone: trigger.schedule.timeZone ?? 'UTC',
    }));
}

const triggersUrl = () => `${emulatorUrl('functions')}/functions/projects/${PROJECT_ID}/triggers`;

/**
 * The emulator's key for a scheduled function: its id plus a generation that grows with every
 * reload of the functions. The emulator names its keys only in the answer to an unknown one.
 */
async function triggerKey(job) {
  const response = await fetch(`${triggersUrl()}/-`, { method: 'POST' });
  const keys = (/valid functions are: (.*)$/s.exec(await response.text())?.[1] ?? '').split(', ');
  const pattern = new RegExp(`^${job.id}-(\\d+)$`);
  const latest = keys
    .map((key) => ({ key, generation: Number(pattern.exec(key.trim())?.[1] ?? -1) }))
    .sort((a, b) => b.generation - a.generation)[0];
  if (!latest || latest.generation < 0) {
    throw new Error(`The functions emulator does not list ${job.id}.`);
  }
  return latest.key.trim();
}

/**
 * Calls a scheduled function as Cloud Scheduler does and resolves when it has finished (the
 * emulator answers once the function has); rejects when the function answered an error.
 */
export async function invokeJob(job, scheduleTime = new Date()) {
  const response = await fetch(`${triggersUrl()}/${await triggerKey(job)}`, {
    method: 'POST',
    headers: {
      'X-CloudScheduler-JobName': `firebase-schedule-${job.name}-${job.region}`,
      'X-CloudScheduler-ScheduleTime': scheduleTime.toISOString(),
    },
  });
  if (!response.ok) throw new Error(`${job.name} answered ${response.status}.`);
}

/** Reads a Firestore REST value (only the kinds jobRuns documents hold). */
function decode(value) {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  return null;
}

const decodeFields = (fields) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

/** The last recorded run of `job`, or null (read as the emulator's owner, past the rules). */
export async function lastRun(job) {
  const url = `${emulatorUrl('firestore')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/jobRuns/${job}`;
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status}.`);
  return decodeFields((await response.json()).fields ?? {});
}

/**
 * Runs `job` now and resolves with the run it recorded: { outcome, summary, durationMs,
 * error, finishedAt }. A job keeps one record, so when two runs of it overlap, both resolve
 * with the record of the one that ended last.
 */
export async function runJob(job, scheduleTime = new Date()) {
  let failure;
  try {
    await invokeJob(job, scheduleTime);
  } catch (error) {
    failure = error;
  }
  const run = await lastRun(job.name);
  if (run && run.finishedAt >= scheduleTime) return run;
  throw failure ?? new Error(`${job.name} recorded no run.`);
}

/** One line about a recorded run, for the console. */
export function describeRun(job, run) {
  if (run.outcome !== 'ok') return `${job} failed: ${run.error}`;
  const counts = Object.entries(run.summary ?? {})
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
  return `${job} finished in ${run.durationMs} ms${counts ? ` (${counts})` : ''}`;
}

/**
 * Runs every scheduled job the functions emulator has loaded on its own schedule, logging
 * each firing and its outcome. Returns the jobs and a stop function.
 */
export async function scheduleJobs(log = console.log) {
  const jobs = await listJobs();
  const scheduler = startScheduler(jobs, async (job, due) => {
    log(`[scheduler] ${job.name} is due (${due.toISOString()})`);
    try {
      log(`[scheduler] ${describeRun(job.name, await runJob(job, due))}`);
    } catch (error) {
      log(`[scheduler] ${job.name}: ${error.message}`);
    }
  });
  return { jobs, stop: scheduler.stop };
}

/** One line about a job's schedule, e.g. for the banner of `npm start`. */
export function describeSchedule(job, now = new Date()) {
  const next = nextFireTime(job, now).toISOString().slice(0, 16).replace('T', ' ');
  return `${job.name} at "${job.cron}" (${job.timeZone}), next ${next} UTC`;
}
