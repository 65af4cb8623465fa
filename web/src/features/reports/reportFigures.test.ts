import type { Report } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import {
  accuracyFigure,
  csvFileName,
  dailyGoalFigure,
  dayLabel,
  DELETED_PROJECT,
  estimateProjectsFigure,
  focusShareFigure,
  focusTimeFigure,
  hourFigure,
  namesFrom,
  workGoalsFigure,
} from './reportFigures';

// 50 minutes on Tuesdays from 09:00.
const hours = Array.from({ length: 7 }, (_, weekday) =>
  Array.from({ length: 24 }, (_, hour) => (weekday === 1 && hour === 9 ? 50 : 0)),
);

const estimates: NonNullable<Report['estimates']> = {
  tasks: 3,
  estimated: 6,
  spent: 10,
  sentence: 'Your Writing tasks take 1.7× their estimate: give them more pomodoros when you plan.',
  projects: [{ projectId: 'writing', name: 'Writing', tasks: 3, estimated: 6, spent: 10 }],
  weeks: [
    { week: '2026-11-23', tasks: 0, estimated: 0, spent: 0 },
    { week: '2026-11-30', tasks: 3, estimated: 6, spent: 10 },
  ],
  over: [],
};

const work: NonNullable<Report['work']> = {
  tasks: 3,
  todos: 1,
  weeks: [{ week: '2026-11-30', tasks: 3, todos: 1 }],
  projects: [{ projectId: 'writing', tasks: 3 }],
  goals: [{ goalId: 'old-goal', todos: 1 }],
};

const report: Report = {
  from: '2026-11-30',
  to: '2026-12-06',
  days: 7,
  timeZone: 'Europe/Berlin',
  reporting: true,
  focus: {
    minutes: 85,
    pomodoros: 3,
    days: [
      { date: '2026-11-30', minutes: 0, pomodoros: 0 },
      { date: '2026-12-01', minutes: 75, pomodoros: 3 },
      { date: '2026-12-02', minutes: 10, pomodoros: 0 },
      ...['03', '04', '05', '06'].map((day) => ({
        date: `2026-12-${day}`,
        minutes: 0,
        pomodoros: 0,
      })),
    ],
    weeks: [{ week: '2026-11-30', minutes: 85, pomodoros: 3 }],
    projects: [
      { projectId: 'writing', minutes: 50, pomodoros: 2 },
      { projectId: 'gone', minutes: 25, pomodoros: 1 },
    ],
    hours,
    streak: { current: 0, longest: 1 },
    dailyGoal: 3,
  },
  estimates,
  work,
};

const projectName = namesFrom([{ id: 'writing', name: 'Writing' }], DELETED_PROJECT);

describe('the report figures', () => {
  it('give the chart and the table of the focus per day the same numbers', () => {
    const figure = focusTimeFigure(report);
    expect(figure.table.header).toEqual(['Date', 'Focus (minutes)', 'Pomodoros']);
    expect(figure.table.rows[1]).toEqual(['2026-12-01', 75, 3]);
    expect(figure.minutes).toEqual(figure.table.rows.map((row) => row[1]));
    expect(csvFileName(figure.table.slug, report)).toBe(
      'pomoplan-focus-by-day-2026-11-30-to-2026-12-06.csv',
    );
  });

  it('over a year, count focus per week and the daily goal as a day’s average', () => {
    const year: Report = {
      ...report,
      days: 365,
      from: '2025-12-07',
      focus: {
        ...report.focus,
        weeks: [
          { week: '2025-12-01', minutes: 25, pomodoros: 1 },
          { week: '2026-11-30', minutes: 85, pomodoros: 7 },
        ],
      },
    };
    expect(focusTimeFigure(year).table.slug).toBe('focus-by-week');
    const goal = dailyGoalFigure(year);
    // The first week has one day in the range (Sunday the 7th), the last all seven.
    expect(goal.table.rows).toEqual([
      ['2025-12-01', 1, 1, 1, 3, 'No'],
      ['2026-11-30', 7, 7, 1, 3, 'No'],
    ]);
  });

  it('mark the days that reached the daily goal', () => {
    const goal = dailyGoalFigure(report);
    expect(goal.table.rows[1]).toEqual(['2026-12-01', 3, 3, 'Yes']);
    expect(goal.table.rows[2]).toEqual(['2026-12-02', 0, 3, 'No']);
  });

  it('name deleted projects, and put the focus outside projects in a slice of its own', () => {
    const share = focusShareFigure(report, projectName);
    expect(share.table.rows).toEqual([
      ['Writing', 50, 2, 58.8],
      [DELETED_PROJECT, 25, 1, 29.4],
      ['No project', 10, 0, 11.8],
    ]);
  });

  it('lay the hours out by weekday, Monday first', () => {
    const figure = hourFigure(report);
    expect(figure.table.header).toHaveLength(25);
    expect(figure.table.rows[1]?.[0]).toBe('Tuesday');
    expect(figure.table.rows[1]?.[10]).toBe(50);
    expect(figure.max).toBe(50);
  });

  it('say how estimates held per project and per week', () => {
    expect(estimateProjectsFigure(estimates, projectName).table.rows).toEqual([
      ['Writing', 3, 6, 10, 1.67],
    ]);
    const accuracy = accuracyFigure(estimates);
    expect(accuracy.ratios).toEqual([null, 1.67]);
    expect(accuracy.table.rows[0]).toEqual(['2026-11-23', 0, 0, 0, '']);
  });

  it('count todos of a goal deleted since under that name', () => {
    const goals = workGoalsFigure(work, namesFrom([], 'Deleted goal'));
    expect(goals.table.rows).toEqual([['Deleted goal', 1]]);
  });

  it('label a week’s days by weekday and longer ranges by date', () => {
    expect(dayLabel('2026-12-01', 7)).toBe('Tue');
    expect(dayLabel('2026-12-01', 30)).toBe('Dec 1');
  });
});
