import { describe, expect, it } from 'vitest';
import type { ReportMonth } from '../schemas/report';
import { mayReadReport } from './access';
import { bucketOf, bucketStart, isBucketKey, monthsBetween } from './buckets';
import { toCsv } from './csv';
import { estimateSentence, NO_ESTIMATES_YET } from './estimates';
import { buildReport, monthsToRead, reportWindow, weekOf } from './figures';
import { doneBucketOf, focusBucketOf } from './rollups';
import { streaksOf } from './streaks';

const task = (projectId: string) =>
  ({ kind: 'task', id: 't1', title: 'Draft', projectId }) as const;

/** A month document with the focus of `sessions` placed in their buckets. */
function monthsOf(
  sessions: { at: string; minutes: number; completed: boolean; projectId?: string }[],
): Record<string, ReportMonth> {
  const months: Record<string, ReportMonth> = {};
  for (const session of sessions) {
    const { month, key } = bucketOf(new Date(session.at));
    const document = (months[month] ??= { focus: {}, done: {} });
    const bucket = focusBucketOf([
      {
        target: session.projectId ? task(session.projectId) : { kind: 'none' },
        focusedMinutes: session.minutes,
        completed: session.completed,
      },
    ]);
    if (bucket) document.focus[key] = bucket;
  }
  return months;
}

describe('report buckets', () => {
  it('names the UTC quarter hour an instant falls in, and back', () => {
    expect(bucketOf(new Date('2026-12-03T14:59:59.999Z'))).toEqual({
      month: '2026-12',
      key: '03T1445',
    });
    expect(bucketStart({ month: '2026-12', key: '03T1445' }).toISOString()).toBe(
      '2026-12-03T14:45:00.000Z',
    );
    expect(isBucketKey('2026-02', '29T1000')).toBe(false);
    expect(isBucketKey('2026-02', '28T1010')).toBe(false);
    expect(isBucketKey('2026-02', '28T1015')).toBe(true);
    expect(monthsBetween(new Date('2026-11-30T00:00Z'), new Date('2027-01-01T00:00Z'))).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it('reads the UTC months around the local days of the range', () => {
    expect(monthsToRead('2026-12-01', '2026-12-07')).toEqual(['2026-11', '2026-12']);
    expect(monthsToRead('2026-01-01', '2026-12-31')).toHaveLength(14);
  });
});

describe('the rollups', () => {
  it('count a bucket whole: the same sessions give the same figures, a deleted one drops out', () => {
    const sessions = [
      { target: task('p1'), focusedMinutes: 25, completed: true },
      { target: { kind: 'none' } as const, focusedMinutes: 10, completed: false },
    ];
    const once = focusBucketOf(sessions);
    expect(focusBucketOf([...sessions])).toEqual(once);
    expect(once).toEqual({
      minutes: 35,
      pomodoros: 1,
      projects: { p1: { minutes: 25, pomodoros: 1 } },
    });
    expect(focusBucketOf(sessions.slice(1))).toEqual({ minutes: 10, pomodoros: 0, projects: {} });
    expect(focusBucketOf([])).toBeNull();
  });

  it('count completions, and a task’s estimate only once it ran a pomodoro', () => {
    const at = new Date('2026-12-03T10:00Z');
    const bucket = doneBucketOf([
      {
        id: 'a',
        kind: 'task',
        completedAt: at,
        title: 'Chapter',
        projectId: 'w',
        projectName: 'Writing',
        goalId: null,
        estimated: 2,
        spent: 4,
      },
      {
        id: 'b',
        kind: 'task',
        completedAt: at,
        title: 'Call',
        projectId: 'w',
        projectName: 'Writing',
        goalId: null,
        estimated: 1,
        spent: 0,
      },
      {
        id: 'c',
        kind: 'todo',
        completedAt: at,
        title: 'Milk',
        projectId: null,
        projectName: null,
        goalId: 'g',
        estimated: 0,
        spent: 0,
      },
    ]);
    expect(bucket).toMatchObject({
      tasks: 2,
      todos: 1,
      projects: { w: 2 },
      goals: { g: 1 },
      estimates: { w: { name: 'Writing', tasks: 1, estimated: 2, spent: 4 } },
      over: [{ id: 'a', estimated: 2, spent: 4 }],
    });
  });
});

describe('a report', () => {
  const now = new Date('2026-12-07T12:00:00Z');

  it('places focus on the local day, weekday and hour of the zone asked for', () => {
    const months = monthsOf([
      // 23:30 on Sunday the 6th in New York, 04:30 on Monday the 7th in UTC.
      { at: '2026-12-07T04:30:00Z', minutes: 25, completed: true, projectId: 'p1' },
    ]);
    const utc = buildReport(months, {
      days: 7,
      timeZone: 'UTC',
      reporting: false,
      dailyGoal: 4,
      now,
    });
    expect(utc.focus.days.at(-1)).toEqual({ date: '2026-12-07', minutes: 25, pomodoros: 1 });
    expect(utc.focus.hours[0]?.[4]).toBe(25);
    const newYork = buildReport(months, {
      days: 7,
      timeZone: 'America/New_York',
      reporting: false,
      dailyGoal: 4,
      now,
    });
    expect(newYork.focus.days.find((day) => day.minutes > 0)?.date).toBe('2026-12-06');
    expect(newYork.focus.hours[6]?.[23]).toBe(25);
    expect(newYork.focus.projects).toEqual([{ projectId: 'p1', minutes: 25, pomodoros: 1 }]);
  });

  it('keeps the hours of a DST day right: the spring-forward Sunday in Berlin', () => {
    const months = monthsOf([
      { at: '2026-03-29T00:30:00Z', minutes: 25, completed: true }, // 01:30 CET
      { at: '2026-03-29T01:30:00Z', minutes: 25, completed: true }, // 03:30 CEST
    ]);
    const report = buildReport(months, {
      days: 7,
      timeZone: 'Europe/Berlin',
      reporting: false,
      dailyGoal: 4,
      now: new Date('2026-03-29T20:00:00Z'),
    });
    expect(report.focus.days.at(-1)).toEqual({ date: '2026-03-29', minutes: 50, pomodoros: 2 });
    expect(report.focus.hours[6]?.[1]).toBe(25);
    expect(report.focus.hours[6]?.[2]).toBe(0);
    expect(report.focus.hours[6]?.[3]).toBe(25);
  });

  it('gives a tier without reporting the last week of focus and nothing more', () => {
    const months = monthsOf([
      { at: '2026-12-07T09:00:00Z', minutes: 25, completed: true },
      { at: '2026-11-20T09:00:00Z', minutes: 25, completed: true },
    ]);
    const report = buildReport(months, {
      days: 7,
      timeZone: 'UTC',
      reporting: false,
      dailyGoal: 4,
      now,
    });
    expect(report.focus.minutes).toBe(25);
    expect(report.estimates).toBeNull();
    expect(report.work).toBeNull();
    expect(reportWindow({ days: 7, timeZone: 'UTC', reporting: false, now }).readFrom).toBe(
      '2026-12-01',
    );
    expect(mayReadReport(false, 30)).toBe(false);
    expect(mayReadReport(false, 7)).toBe(true);
    expect(mayReadReport(true, 365)).toBe(true);
  });

  it('counts the streak over a year for a tier with reporting, whatever the range', () => {
    const days = ['2026-12-07', '2026-12-06', '2026-12-05', '2026-11-01', '2026-10-31'];
    const months = monthsOf(
      days.map((day) => ({ at: `${day}T09:00:00Z`, minutes: 25, completed: true })),
    );
    const report = buildReport(months, {
      days: 7,
      timeZone: 'UTC',
      reporting: true,
      dailyGoal: 4,
      now,
    });
    expect(report.focus.streak).toEqual({ current: 3, longest: 3 });
    expect(report.focus.weeks.map((week) => week.week)).toEqual(['2026-11-30', '2026-12-07']);
    expect(weekOf('2026-12-06')).toBe('2026-11-30');
  });
});

describe('streaks', () => {
  it('do not break on a today without a pomodoro yet', () => {
    expect(streaksOf([1, 1, 0, 1, 1, 1, 0].map((pomodoros) => ({ pomodoros })))).toEqual({
      current: 3,
      longest: 3,
    });
    expect(streaksOf([1, 1, 0, 0].map((pomodoros) => ({ pomodoros })))).toEqual({
      current: 0,
      longest: 2,
    });
  });
});

describe('the estimate sentence', () => {
  it('names the project furthest from its estimates, and what to do', () => {
    expect(
      estimateSentence([
        { name: 'Writing', tasks: 5, estimated: 10, spent: 16 },
        { name: 'Admin', tasks: 4, estimated: 10, spent: 11 },
      ]),
    ).toBe('Your Writing tasks take 1.6× their estimate: give them more pomodoros when you plan.');
    expect(estimateSentence([{ name: 'Admin', tasks: 3, estimated: 10, spent: 5 }])).toBe(
      'Your Admin tasks take 0.5× their estimate: you can plan them shorter.',
    );
    expect(estimateSentence([{ name: 'Admin', tasks: 3, estimated: 10, spent: 10 }])).toMatch(
      /^Your estimates hold/,
    );
    expect(
      estimateSentence([
        { name: 'Writing', tasks: 2, estimated: 4, spent: 7 },
        { name: 'Admin', tasks: 1, estimated: 1, spent: 1 },
      ]),
    ).toBe(
      'So far your tasks take 1.6× their estimate (3 tasks): complete a few more in each project to see which ones slip.',
    );
    expect(estimateSentence([])).toBe(NO_ESTIMATES_YET);
  });
});

describe('CSV', () => {
  it('quotes what must be quoted and defuses formulas', () => {
    expect(
      toCsv(
        ['Day', 'Minutes'],
        [
          ['2026-12-07', 25],
          ['=SUM(A1)', 'a "b", c'],
        ],
      ),
    ).toBe('Day,Minutes\r\n2026-12-07,25\r\n\'=SUM(A1),"a ""b"", c"\r\n');
  });
});
