// A report from the month documents of its range: every bucket placed on its local day, week
// and hour in the reader's zone, then summed.
import { addDays, diffDays, parseDay, todayIn } from '../dates';
import type {
  DoneBucket,
  EstimateFigures,
  EstimatesReport,
  FocusBucket,
  FocusReport,
  OverEstimate,
  Report,
  ReportMonth,
  WorkReport,
} from '../schemas/report';
import { wallTimeIn } from '../zonedTime';
import { FREE_REPORT_DAYS } from './access';
import { bucketStart, monthsBetween } from './buckets';
import { estimateSentence } from './estimates';
import { streaksOf } from './streaks';

/** The streak looks back this far, whatever the range shown. */
export const STREAK_DAYS = 365;

/** The tasks most over their estimate that a report lists. */
export const OVER_ESTIMATE_LIST = 5;

export interface ReportRequest {
  days: number;
  timeZone: string;
  reporting: boolean;
  dailyGoal: number;
  projectId?: string;
  goalId?: string;
  now?: Date;
}

/** The local days a report over `days` days reads: for the streak a year when it may. */
export function reportWindow(
  request: Pick<ReportRequest, 'days' | 'timeZone' | 'reporting' | 'now'>,
) {
  const now = request.now ?? new Date();
  const to = todayIn(request.timeZone, now);
  const from = addDays(to, -(request.days - 1));
  const lookBack = request.reporting ? Math.max(request.days, STREAK_DAYS) : FREE_REPORT_DAYS;
  const readFrom = addDays(to, -(lookBack - 1));
  return { from, to, readFrom };
}

/**
 * The UTC months holding the local days from `readFrom` to `to`: a local day starts at most 14
 * hours before and ends at most 12 hours after its UTC day.
 */
export function monthsToRead(readFrom: string, to: string): string[] {
  const start = parseDay(readFrom);
  const end = parseDay(to);
  return monthsBetween(
    new Date(Date.UTC(start.year, start.month - 1, start.day) - 14 * 3_600_000),
    new Date(Date.UTC(end.year, end.month - 1, end.day + 1) + 12 * 3_600_000),
  );
}

function weekdayOf(day: string): number {
  const { year, month, day: date } = parseDay(day);
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** The Monday that starts the week of `day`. */
export function weekOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

interface Placed<B> {
  day: string;
  weekday: number;
  hour: number;
  bucket: B;
}

function place<B>(
  months: Readonly<Record<string, ReportMonth>>,
  pick: (month: ReportMonth) => Record<string, B>,
  timeZone: string,
  from: string,
  to: string,
): Placed<B>[] {
  const placed: Placed<B>[] = [];
  for (const [month, document] of Object.entries(months)) {
    for (const [key, bucket] of Object.entries(pick(document))) {
      const wall = wallTimeIn(bucketStart({ month, key }), timeZone);
      if (wall.day < from || wall.day > to) continue;
      placed.push({
        day: wall.day,
        weekday: weekdayOf(wall.day),
        hour: Math.floor(wall.msOfDay / 3_600_000),
        bucket,
      });
    }
  }
  return placed;
}

function daysFrom(from: string, to: string): string[] {
  return Array.from({ length: diffDays(from, to) + 1 }, (_, index) => addDays(from, index));
}

function weeksFrom(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

function focusOf(bucket: FocusBucket, projectId: string | undefined) {
  if (projectId === undefined) return { minutes: bucket.minutes, pomodoros: bucket.pomodoros };
  return bucket.projects[projectId] ?? { minutes: 0, pomodoros: 0 };
}

const round = (minutes: number) => Math.round(minutes * 10) / 10;

function focusReport(
  placed: readonly Placed<FocusBucket>[],
  request: ReportRequest,
  window: { from: string; to: string; readFrom: string },
): FocusReport {
  const perDay = new Map<string, { minutes: number; pomodoros: number }>();
  const projects = new Map<string, { minutes: number; pomodoros: number }>();
  const hours = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const { day, weekday, hour, bucket } of placed) {
    const figures = focusOf(bucket, request.projectId);
    const total = perDay.get(day) ?? { minutes: 0, pomodoros: 0 };
    total.minutes += figures.minutes;
    total.pomodoros += figures.pomodoros;
    perDay.set(day, total);
    if (day < window.from) continue;
    const row = hours[weekday];
    if (row) row[hour] = (row[hour] ?? 0) + figures.minutes;
    for (const [projectId, spent] of Object.entries(bucket.projects)) {
      if (request.projectId !== undefined && projectId !== request.projectId) continue;
      const sum = projects.get(projectId) ?? { minutes: 0, pomodoros: 0 };
      sum.minutes += spent.minutes;
      sum.pomodoros += spent.pomodoros;
      projects.set(projectId, sum);
    }
  }
  const dayOf = (date: string) => perDay.get(date) ?? { minutes: 0, pomodoros: 0 };
  const days = daysFrom(window.from, window.to).map((date) => ({
    date,
    minutes: round(dayOf(date).minutes),
    pomodoros: dayOf(date).pomodoros,
  }));
  const weeks = weeksFrom(window.from, window.to).map((week) => {
    const inWeek = days.filter((day) => weekOf(day.date) === week);
    return {
      week,
      minutes: round(inWeek.reduce((sum, day) => sum + day.minutes, 0)),
      pomodoros: inWeek.reduce((sum, day) => sum + day.pomodoros, 0),
    };
  });
  return {
    minutes: round(days.reduce((sum, day) => sum + day.minutes, 0)),
    pomodoros: days.reduce((sum, day) => sum + day.pomodoros, 0),
    days,
    weeks,
    projects: [...projects]
      .map(([projectId, sum]) => ({
        projectId,
        minutes: round(sum.minutes),
        pomodoros: sum.pomodoros,
      }))
      .sort((a, b) => b.minutes - a.minutes),
    hours: hours.map((row) => row.map(round)),
    streak: streaksOf(daysFrom(window.readFrom, window.to).map(dayOf)),
    dailyGoal: request.dailyGoal,
  };
}

function estimatesReport(
  placed: readonly Placed<DoneBucket>[],
  request: ReportRequest,
  window: { from: string; to: string },
): EstimatesReport {
  const projects = new Map<string, EstimateFigures>();
  const weeks = new Map<string, { tasks: number; estimated: number; spent: number }>();
  const over: OverEstimate[] = [];
  for (const { day, bucket } of placed) {
    for (const [projectId, figures] of Object.entries(bucket.estimates)) {
      if (request.projectId !== undefined && projectId !== request.projectId) continue;
      const sum = projects.get(projectId) ?? { ...figures, tasks: 0, estimated: 0, spent: 0 };
      sum.name = figures.name;
      sum.tasks += figures.tasks;
      sum.estimated += figures.estimated;
      sum.spent += figures.spent;
      projects.set(projectId, sum);
      const week = weeks.get(weekOf(day)) ?? { tasks: 0, estimated: 0, spent: 0 };
      week.tasks += figures.tasks;
      week.estimated += figures.estimated;
      week.spent += figures.spent;
      weeks.set(weekOf(day), week);
    }
    over.push(
      ...bucket.over.filter(
        (task) => request.projectId === undefined || task.projectId === request.projectId,
      ),
    );
  }
  const list = [...projects].map(([projectId, figures]) => ({ projectId, ...figures }));
  return {
    tasks: list.reduce((sum, project) => sum + project.tasks, 0),
    estimated: list.reduce((sum, project) => sum + project.estimated, 0),
    spent: list.reduce((sum, project) => sum + project.spent, 0),
    sentence: estimateSentence(list),
    projects: list.sort((a, b) => b.tasks - a.tasks),
    weeks: weeksFrom(window.from, window.to).map((week) => ({
      week,
      ...(weeks.get(week) ?? { tasks: 0, estimated: 0, spent: 0 }),
    })),
    over: over
      .sort((a, b) => b.spent - b.estimated - (a.spent - a.estimated))
      .slice(0, OVER_ESTIMATE_LIST),
  };
}

function workReport(
  placed: readonly Placed<DoneBucket>[],
  request: ReportRequest,
  window: { from: string; to: string },
): WorkReport {
  const weeks = new Map<string, { tasks: number; todos: number }>();
  const projects = new Map<string, number>();
  const goals = new Map<string, number>();
  for (const { day, bucket } of placed) {
    const tasks =
      request.projectId === undefined ? bucket.tasks : (bucket.projects[request.projectId] ?? 0);
    const todos = request.goalId === undefined ? bucket.todos : (bucket.goals[request.goalId] ?? 0);
    const week = weeks.get(weekOf(day)) ?? { tasks: 0, todos: 0 };
    week.tasks += tasks;
    week.todos += todos;
    weeks.set(weekOf(day), week);
    for (const [projectId, done] of Object.entries(bucket.projects)) {
      if (request.projectId !== undefined && projectId !== request.projectId) continue;
      projects.set(projectId, (projects.get(projectId) ?? 0) + done);
    }
    for (const [goalId, done] of Object.entries(bucket.goals)) {
      if (request.goalId !== undefined && goalId !== request.goalId) continue;
      goals.set(goalId, (goals.get(goalId) ?? 0) + done);
    }
  }
  const weekList = weeksFrom(window.from, window.to).map((week) => ({
    week,
    ...(weeks.get(week) ?? { tasks: 0, todos: 0 }),
  }));
  return {
    tasks: weekList.reduce((sum, week) => sum + week.tasks, 0),
    todos: weekList.reduce((sum, week) => sum + week.todos, 0),
    weeks: weekList,
    projects: [...projects]
      .map(([projectId, tasks]) => ({ projectId, tasks }))
      .sort((a, b) => b.tasks - a.tasks),
    goals: [...goals]
      .map(([goalId, todos]) => ({ goalId, todos }))
      .sort((a, b) => b.todos - a.todos),
  };
}

/**
 * The report over the last `request.days` days, from the month documents `monthsToRead`
 * names (missing ones hold nothing). Without reporting, only the focus of the last week.
 */
export function buildReport(
  months: Readonly<Record<string, ReportMonth>>,
  request: ReportRequest,
): Report {
  const window = reportWindow(request);
  const focus = place(months, (month) => month.focus, request.timeZone, window.readFrom, window.to);
  const done = request.reporting
    ? place(months, (month) => month.done, request.timeZone, window.from, window.to)
    : [];
  return {
    from: window.from,
    to: window.to,
    days: request.days,
    timeZone: request.timeZone,
    reporting: request.reporting,
    focus: focusReport(focus, request, window),
    estimates: request.reporting ? estimatesReport(done, request, window) : null,
    work: request.reporting ? workReport(done, request, window) : null,
  };
}
