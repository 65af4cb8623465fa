import { describe, expect, it } from 'vitest';
import { nextFireTime, startScheduler } from './scheduler.mjs';

/** A clock whose time only moves when the test advances it, firing due timers in order. */
function fakeClock(start) {
  let now = new Date(start).getTime();
  let nextId = 1;
  const timers = new Map();
  return {
    now: () => new Date(now),
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => timers.delete(id),
    advanceTo(time) {
      const end = new Date(time).getTime();
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
  };
}

const hourly = { name: 'pruneExpired', cron: '0 * * * *', timeZone: 'UTC' };

describe('nextFireTime', () => {
  it('names the next top of the hour for an hourly job', () => {
    expect(nextFireTime(hourly, new Date('2026-11-23T08:30:00Z')).toISOString()).toBe(
      '2026-11-23T09:00:00.000Z',
    );
  });

  it('moves on when called exactly at a fire time', () => {
    expect(nextFireTime(hourly, new Date('2026-11-23T09:00:00Z')).toISOString()).toBe(
      '2026-11-23T10:00:00.000Z',
    );
  });

  it('reads the cron expression in the job time zone', () => {
    const nightly = { name: 'nightly', cron: '0 3 * * *', timeZone: 'Europe/Berlin' };
    expect(nextFireTime(nightly, new Date('2026-11-23T08:30:00Z')).toISOString()).toBe(
      '2026-11-24T02:00:00.000Z',
    );
  });

  it('refuses a schedule that is not unix-cron', () => {
    expect(() => nextFireTime({ ...hourly, cron: 'every 5 minutes' }, new Date())).toThrow();
  });
});

describe('startScheduler', () => {
  it('fires each job at its due times and nowhere else', () => {
    const clock = fakeClock('2026-11-23T08:30:00Z');
    const fired = [];
    const quarterly = { name: 'quarter', cron: '*/15 * * * *', timeZone: 'UTC' };
    startScheduler([hourly, quarterly], (job, due) => fired.push(`${job.name} ${due.toISOString()}`), clock);
    clock.advanceTo('2026-11-23T10:05:00Z');
    expect(fired).toEqual([
      'quarter 2026-11-23T08:45:00.000Z',
      'pruneExpired 2026-11-23T09:00:00.000Z',
      'quarter 2026-11-23T09:00:00.000Z',
      'quarter 2026-11-23T09:15:00.000Z',
      'quarter 2026-11-23T09:30:00.000Z',
      'quarter 2026-11-23T09:45:00.000Z',
      'pruneExpired 2026-11-23T10:00:00.000Z',
      'quarter 2026-11-23T10:00:00.000Z',
    ]);
  });

  it('waits out a due time beyond the longest timer in several steps', () => {
    const clock = fakeClock('2026-11-23T08:30:00Z');
    const fired = [];
    const yearly = { name: 'yearly', cron: '0 0 1 1 *', timeZone: 'UTC' };
    startScheduler([yearly], (job, due) => fired.push(due.toISOString()), clock);
    clock.advanceTo('2026-12-31T23:59:59Z');
    expect(fired).toEqual([]);
    clock.advanceTo('2027-01-01T00:00:01Z');
    expect(fired).toEqual(['2027-01-01T00:00:00.000Z']);
  });

  it('fires nothing after stop', () => {
    const clock = fakeClock('2026-11-23T08:30:00Z');
    const fired = [];
    const scheduler = startScheduler([hourly], (job) => fired.push(job.name), clock);
    scheduler.stop();
    clock.advanceTo('2026-11-23T12:00:00Z');
    expect(fired).toEqual([]);
  });
});
