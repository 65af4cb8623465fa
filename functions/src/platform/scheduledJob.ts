// One shape for every scheduled job: the schedule is written once, here in the function (the
// local scheduler of `npm start` reads it back from the functions emulator), and every run
// leaves its outcome in jobRuns/{job} so that operators and `npm run job` can see it.
import { logger } from 'firebase-functions/logger';
import type { SecretParam } from 'firebase-functions/params';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/scheduler';
import { capacityOf, type FunctionName } from './capacity';
import { REGION } from './config';
import { db, serverTime } from './firestore';

/** What a run did, as counts or short words (written to the log and to jobRuns/{job}). */
export type JobSummary = Record<string, number | string>;

export interface JobSchedule {
  /** A unix-cron expression (Cloud Scheduler's syntax; the local scheduler reads only this). */
  cron: string;
  /** IANA time zone of the cron expression. */
  timeZone: string;
  /** A run's time limit (the platform's default, 60 s, when omitted). */
  timeoutSeconds?: number;
  /** The secrets a run reads: in production a function reads only those it lists. */
  secrets?: SecretParam[];
}

/** What a run knows: the time Cloud Scheduler meant it to run (not when it started). */
export interface JobContext {
  scheduleTime: Date;
}

/** The server-only collection holding the last run of each job, one document per job. */
export const JOB_RUNS = 'jobRuns';

export function scheduledJob(
  name: FunctionName,
  schedule: JobSchedule,
  run: (context: JobContext) => Promise<JobSummary>,
): ScheduleFunction {
  return onSchedule(
    {
      schedule: schedule.cron,
      timeZone: schedule.timeZone,
      region: REGION,
      ...capacityOf(name),
      ...(schedule.timeoutSeconds ? { timeoutSeconds: schedule.timeoutSeconds } : {}),
      ...(schedule.secrets ? { secrets: schedule.secrets } : {}),
    },
    async (event) => {
      const startedAt = Date.now();
      const planned = new Date(event.scheduleTime);
      const scheduleTime = Number.isNaN(planned.getTime()) ? new Date(startedAt) : planned;
      const record = db().collection(JOB_RUNS).doc(name);
      try {
        const summary = await run({ scheduleTime });
        const durationMs = Date.now() - startedAt;
        logger.info('Job finished', { job: name, durationMs, ...summary });
        await record.set({ outcome: 'ok', summary, durationMs, finishedAt: serverTime() });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error('Job failed', { job: name, error: message });
        await record.set({ outcome: 'failed', error: message, finishedAt: serverTime() });
        // Rethrown so that the platform counts the run as failed (and retries it if configured).
        throw error;
      }
    },
  );
}
