// The local stand-in for Cloud Scheduler: fires each scheduled job at the times its own cron
// expression names, in its time zone. Cloud Scheduler also accepts App Engine's "every 5
// minutes" syntax; the jobs here use unix-cron only, so one parser serves both places.
import { CronExpressionParser } from 'cron-parser';

/** setTimeout cannot wait longer than this; longer waits are re-armed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const SYSTEM_CLOCK = {
  now: () => new Date(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

/** The first time after `now` at which `job` ({ cron, timeZone }) is due. Throws on bad cron. */
export function nextFireTime(job, now) {
  const expression = CronExpressionParser.parse(job.cron, { currentDate: now, tz: job.timeZone });
  return expression.next().toDate();
}

/**
 * Fires `fire(job)` for every job at each time its schedule names, until `stop()` is called.
 * `clock` ({ now, setTimeout, clearTimeout }) is injectable for tests.
 */
export function startScheduler(jobs, fire, clock = SYSTEM_CLOCK) {
  const timers = new Map();
  let stopped = false;

  function arm(job, due) {
    if (stopped) return;
    const wait = due.getTime() - clock.now().getTime();
    const timer = clock.setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return arm(job, due);
        arm(job, nextFireTime(job, due));
        fire(job, due);
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    timers.set(job.name, timer);
  }

  for (const job of jobs) arm(job, nextFireTime(job, clock.now()));
  return {
    stop() {
      stopped = true;
      for (const timer of timers.values()) clock.clearTimeout(timer);
    },
  };
}
