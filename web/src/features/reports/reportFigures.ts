// Each chart of the reports page and its table are drawn from one figure, so the bars a person
// sees, the rows a screen reader reads and the CSV a spreadsheet opens hold the same numbers.
import {
  addDays,
  diffDays,
  parseDay,
  WEEKDAY_NAMES,
  type GoalProgress,
  type Report,
} from '@pomoplan/domain';

export type Cell = string | number;

/** A figure as a table: what the table view shows and the CSV download holds. */
export interface FigureTable {
  /** Names the CSV file: pomoplan-{slug}-{from}-to-{to}.csv. */
  slug: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

/** A project's or goal's name by id, from the live lists. */
export type NameOf = (id: string) => string;

export const DELETED_PROJECT = 'Deleted project';
export const DELETED_GOAL = 'Deleted goal';
export const NO_PROJECT = 'No project';
/** The weekdays Monday first, as the report counts its hours. */
export const WEEKDAYS = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];

/** The name of `id` in `names`, else `missing` (it was deleted since). */
export function namesFrom(names: readonly { id: string; name: string }[], missing: string): NameOf {
  const byId = new Map(names.map((entry) => [entry.id, entry.name]));
  return (id) => byId.get(id) ?? missing;
}

export function csvFileName(slug: string, report: Pick<Report, 'from' | 'to'>): string {
  return `pomoplan-${slug}-${report.from}-to-${report.to}.csv`;
}

/** A year is shown per week; shorter ranges per day. */
export function isWeekly(report: Pick<Report, 'days'>): boolean {
  return report.days > 90;
}

const one = (value: number) => Math.round(value * 10) / 10;

/** Pomodoros spent for each one estimated, e.g. 1.6; empty where nothing was estimated. */
function ratio(spent: number, estimated: number): number | '' {
  return estimated > 0 ? Math.round((spent / estimated) * 100) / 100 : '';
}

function dateOf(day: string): Date {
  const { year, month, day: date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date));
}

/** An axis label: 'Mon' over a week, 'Nov 30' over longer ranges. */
export function dayLabel(day: string, days: number): string {
  const options: Intl.DateTimeFormatOptions =
    days <= 7 ? { weekday: 'short' } : { month: 'short', day: 'numeric' };
  return dateOf(day).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
}

export interface FocusTimeFigure {
  table: FigureTable;
  /** One per bar: days, or the Mondays of weeks. */
  periods: string[];
  minutes: number[];
}

/** Minutes focused per day, or per week over a year. */
export function focusTimeFigure(report: Report): FocusTimeFigure {
  const weekly = isWeekly(report);
  const periods = weekly
    ? report.focus.weeks.map((week) => ({ ...week, period: week.week }))
    : report.focus.days.map((day) => ({ ...day, period: day.date }));
  return {
    table: {
      slug: weekly ? 'focus-by-week' : 'focus-by-day',
      header: [weekly ? 'Week of' : 'Date', 'Focus (minutes)', 'Pomodoros'],
      rows: periods.map((entry) => [entry.period, entry.minutes, entry.pomodoros]),
    },
    periods: periods.map((entry) => entry.period),
    minutes: periods.map((entry) => entry.minutes),
  };
}

export interface DailyGoalFigure {
  table: FigureTable;
  periods: string[];
  /** Pomodoros of each day, or the average a day of each week over a year. */
  pomodoros: number[];
  dailyGoal: number;
}

/** The days of `week` (its Monday) that fall between `from` and `to`. */
function daysOfWeekIn(week: string, from: string, to: string): number {
  const start = week < from ? from : week;
  const end = addDays(week, 6) > to ? to : addDays(week, 6);
  return diffDays(start, end) + 1;
}

/**
 * Completed pomodoros against the daily goal: per day, or over a year the average a day of
 * each week (its days within the range), so the goal stays a day's.
 */
export function dailyGoalFigure(report: Report): DailyGoalFigure {
  const goal = report.focus.dailyGoal;
  const met = (pomodoros: number) => (goal > 0 && pomodoros >= goal ? 'Yes' : 'No');
  if (!isWeekly(report)) {
    const days = report.focus.days;
    return {
      table: {
        slug: 'pomodoros-against-daily-goal',
        header: ['Date', 'Pomodoros', 'Daily goal', 'Goal met'],
        rows: days.map((day) => [day.date, day.pomodoros, goal, met(day.pomodoros)]),
      },
      periods: days.map((day) => day.date),
      pomodoros: days.map((day) => day.pomodoros),
      dailyGoal: goal,
    };
  }
  const weeks = report.focus.weeks.map((week) => {
    const days = daysOfWeekIn(week.week, report.from, report.to);
    return { ...week, days, average: one(week.pomodoros / days) };
  });
  return {
    table: {
      slug: 'pomodoros-against-daily-goal-by-week',
      header: ['Week of', 'Pomodoros', 'Days', 'Pomodoros a day', 'Daily goal', 'Goal met'],
      rows: weeks.map((week) => [
        week.week,
        week.pomodoros,
        week.days,
        week.average,
        goal,
        met(week.average),
      ]),
    },
    periods: weeks.map((week) => week.week),
    pomodoros: weeks.map((week) => week.average),
    dailyGoal: goal,
  };
}

export interface ShareFigure {
  table: FigureTable;
  slices: { id: string; label: string; minutes: number }[];
}

/** Focus by project, with the focus on todos and on nothing named as one slice. */
export function focusShareFigure(report: Report, projectName: NameOf): ShareFigure {
  const { focus } = report;
  const slices = focus.projects.map((project) => ({
    id: project.projectId,
    label: projectName(project.projectId),
    minutes: project.minutes,
    pomodoros: project.pomodoros,
  }));
  const inProjects = slices.reduce((sum, slice) => sum + slice.minutes, 0);
  const elsewhere = one(focus.minutes - inProjects);
  if (elsewhere > 0) {
    const pomodoros = focus.pomodoros - slices.reduce((sum, slice) => sum + slice.pomodoros, 0);
    slices.push({ id: '', label: NO_PROJECT, minutes: elsewhere, pomodoros });
  }
  const total = slices.reduce((sum, slice) => sum + slice.minutes, 0);
  return {
    table: {
      slug: 'focus-by-project',
      header: ['Project', 'Focus (minutes)', 'Pomodoros', 'Share (%)'],
      rows: slices.map((slice) => [
        slice.label,
        slice.minutes,
        slice.pomodoros,
        total > 0 ? one((slice.minutes / total) * 100) : 0,
      ]),
    },
    slices,
  };
}

/** The hour a heat map column or table column stands for: '09:00'. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

export interface HourFigure {
  table: FigureTable;
  /** Minutes per weekday (Monday first) and hour. */
  hours: number[][];
  max: number;
}

/** When the focus happens: minutes per weekday and hour of the day. */
export function hourFigure(report: Report): HourFigure {
  const hours = WEEKDAYS.map((_, weekday) =>
    Array.from({ length: 24 }, (_, hour) => report.focus.hours[weekday]?.[hour] ?? 0),
  );
  return {
    table: {
      slug: 'focus-by-weekday-and-hour',
      header: ['Weekday', ...Array.from({ length: 24 }, (_, hour) => hourLabel(hour))],
      rows: hours.map((row, weekday) => [WEEKDAYS[weekday] ?? '', ...row]),
    },
    hours,
    max: Math.max(0, ...hours.flat()),
  };
}

const ESTIMATE_COLUMNS = [
  'Tasks',
  'Estimated (pomodoros)',
  'Spent (pomodoros)',
  'Spent per estimated',
];

function estimateCells(figures: { tasks: number; estimated: number; spent: number }): Cell[] {
  return [figures.tasks, figures.estimated, figures.spent, ratio(figures.spent, figures.estimated)];
}

export interface EstimateProjectsFigure {
  table: FigureTable;
  projects: { id: string; label: string; estimated: number; spent: number }[];
}

/** Estimated against spent pomodoros of the completed tasks, per project. */
export function estimateProjectsFigure(
  estimates: NonNullable<Report['estimates']>,
  projectName: NameOf,
): EstimateProjectsFigure {
  const projects = estimates.projects.map((project) => ({
    id: project.projectId,
    label: projectName(project.projectId),
    tasks: project.tasks,
    estimated: project.estimated,
    spent: project.spent,
  }));
  return {
    table: {
      slug: 'estimates-by-project',
      header: ['Project', ...ESTIMATE_COLUMNS],
      rows: projects.map((project) => [project.label, ...estimateCells(project)]),
    },
    projects,
  };
}

export interface AccuracyFigure {
  table: FigureTable;
  weeks: string[];
  /** Spent per estimated pomodoro each week; null in a week without a judged task. */
  ratios: (number | null)[];
}

/** How the estimates held week by week: the pomodoros spent for each one estimated. */
export function accuracyFigure(estimates: NonNullable<Report['estimates']>): AccuracyFigure {
  const weeks = estimates.weeks;
  return {
    table: {
      slug: 'estimate-accuracy-by-week',
      header: ['Week of', ...ESTIMATE_COLUMNS],
      rows: weeks.map((week) => [week.week, ...estimateCells(week)]),
    },
    weeks: weeks.map((week) => week.week),
    ratios: weeks.map((week) => {
      const value = ratio(week.spent, week.estimated);
      return value === '' ? null : value;
    }),
  };
}

export interface WorkWeeksFigure {
  table: FigureTable;
  weeks: string[];
  tasks: number[];
  todos: number[];
}

/** Tasks and todos completed per week. */
export function workWeeksFigure(work: NonNullable<Report['work']>): WorkWeeksFigure {
  return {
    table: {
      slug: 'work-done-by-week',
      header: ['Week of', 'Tasks', 'Todos'],
      rows: work.weeks.map((week) => [week.week, week.tasks, week.todos]),
    },
    weeks: work.weeks.map((week) => week.week),
    tasks: work.weeks.map((week) => week.tasks),
    todos: work.weeks.map((week) => week.todos),
  };
}

export interface CountsFigure {
  table: FigureTable;
  entries: { id: string; label: string; count: number }[];
}

type CountEntry = CountsFigure['entries'][number];

function countsFigure(slug: string, header: [string, string], entries: CountEntry[]) {
  return {
    table: { slug, header, rows: entries.map((entry) => [entry.label, entry.count]) },
    entries,
  };
}

/** Tasks completed per project. */
export function workProjectsFigure(
  work: NonNullable<Report['work']>,
  projectName: NameOf,
): CountsFigure {
  return countsFigure(
    'tasks-done-by-project',
    ['Project', 'Tasks'],
    work.projects.map((project) => ({
      id: project.projectId,
      label: projectName(project.projectId),
      count: project.tasks,
    })),
  );
}

/** Linked todos completed per goal. */
export function workGoalsFigure(work: NonNullable<Report['work']>, goalName: NameOf): CountsFigure {
  return countsFigure(
    'todos-done-by-goal',
    ['Goal', 'Todos'],
    work.goals.map((goal) => ({
      id: goal.goalId,
      label: goalName(goal.goalId),
      count: goal.todos,
    })),
  );
}

/** What a dated goal's pace is called. */
export const paceOf = (goal: Pick<GoalProgress, 'behind' | 'linked'>) =>
  goal.linked === 0 ? 'No linked todos' : goal.behind ? 'Behind' : 'On track';

/** The dated goals: their linked todos done against the share of their dates passed. */
export function goalsProgressTable(goals: readonly GoalProgress[]): FigureTable {
  return {
    slug: 'goals-progress',
    header: ['Goal', 'Start', 'End', 'Linked todos', 'Done', 'Time passed (%)', 'Pace'],
    rows: goals.map((goal) => [
      goal.name,
      goal.startDate,
      goal.endDate,
      goal.linked,
      goal.done,
      goal.timePassed,
      paceOf(goal),
    ]),
  };
}
