import { describe, expect, it } from 'vitest';
import { buildReport } from './figures';
import { bucketOf } from './buckets';
import { timePassed } from './goalPace';
import { nextWeeklyReportAt, weeklyReportContent } from './weeklyMail';
import type { ReportMonth } from '../schemas/report';

describe('the weekly report', () => {
  it('goes out on Monday at 08:00 in the user’s zone, across a DST change', () => {
    // Sunday 2026-03-29 is the spring-forward day in Berlin: Monday 08:00 is CEST (+2).
    expect(
      nextWeeklyReportAt('Europe/Berlin', new Date('2026-03-28T12:00:00Z')).toISOString(),
    ).toBe('2026-03-30T06:00:00.000Z');
    // At 08:00 sharp, the next one is a week later.
    expect(nextWeeklyReportAt('UTC', new Date('2026-11-30T08:00:00Z')).toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(nextWeeklyReportAt('UTC', new Date('2026-11-30T07:59:00Z')).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
  });

  it('says the week’s figures, the estimate sentence and each goal’s progress', () => {
    const month: ReportMonth = { focus: {}, done: {} };
    for (const at of ['2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z', '2026-11-25T09:00:00Z']) {
      month.focus[bucketOf(new Date(at)).key] = { minutes: 25, pomodoros: 1, projects: {} };
    }
    month.done[bucketOf(new Date('2026-11-24T09:00:00Z')).key] = {
      tasks: 0,
      todos: 2,
      projects: {},
      goals: { g1: 2 },
      estimates: {},
      over: [],
    };
    const report = buildReport(
      { '2026-11': month },
      {
        days: 7,
        timeZone: 'UTC',
        reporting: true,
        dailyGoal: 8,
        now: new Date('2026-11-29T12:00:00Z'),
      },
    );
    const goal = {
      id: 'g1',
      name: 'Ship the book',
      startDate: '2026-11-19',
      endDate: '2026-11-29',
    };
    expect(timePassed(goal, '2026-11-29')).toBe(1);
    expect(timePassed({ ...goal, startDate: null }, '2026-11-29')).toBeNull();
    const mail = weeklyReportContent(
      report,
      [{ ...goal, endDate: '2026-12-09' }],
      'https://pomoplan.app/',
    );
    expect(mail.subject).toBe('Your Pomoplan week: 1 h 15 min focused, 3 pomodoros');
    expect(mail.text).toBe(
      [
        'Your week from 2026-11-23 to 2026-11-29',
        '',
        '1 h 15 min focused over 3 pomodoros, on 2 of 7 days.',
        'Best day: Monday, 50 min.',
        'Longest streak this year: 1 day.',
        '',
        'Estimates: Complete a few tasks with the focus timer to see how your estimates hold.',
        '',
        'Goals:',
        '- Ship the book: 2 linked todos done, 50% of its time passed.',
        '',
        'See every figure: https://pomoplan.app/reports',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<a href="https://pomoplan.app/reports">See every figure</a>');
  });
});
