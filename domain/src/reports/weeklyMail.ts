// The weekly report e-mail: when it goes out (Monday morning in the user's zone) and what it
// says about the week before, in words a person reads at a glance.
import { addDays } from '../dates';
import { formatDuration } from '../duration';
import { escapeHtml } from '../html';
import type { Report } from '../schemas/report';
import { instantAt, wallTimeIn } from '../zonedTime';
import { weekOf } from './figures';
import { timePassed, type DatedGoal } from './goalPace';

/** The weekly report goes out at this local hour on Mondays. */
export const WEEKLY_REPORT_HOUR = 8;

/** The first Monday WEEKLY_REPORT_HOUR:00 in `timeZone` strictly after `after`. */
export function nextWeeklyReportAt(timeZone: string, after: Date): Date {
  const monday = weekOf(wallTimeIn(after, timeZone).day);
  const msOfDay = WEEKLY_REPORT_HOUR * 3_600_000;
  const thisWeek = instantAt({ day: monday, msOfDay }, timeZone);
  return thisWeek.getTime() > after.getTime()
    ? thisWeek
    : instantAt({ day: addDays(monday, 7), msOfDay }, timeZone);
}

/** The instant just before the Monday that starts the week `now` falls in: last week's end. */
export function endOfLastWeek(timeZone: string, now: Date): Date {
  const monday = weekOf(wallTimeIn(now, timeZone).day);
  return new Date(instantAt({ day: monday, msOfDay: 0 }, timeZone).getTime() - 1);
}

export interface WeeklyGoal extends DatedGoal {
  id: string;
  name: string;
}

export interface WeeklyReportContent {
  subject: string;
  text: string;
  html: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The lines of the mail, each a sentence; the text and the HTML say the same. */
export function weeklyReportLines(report: Report, goals: readonly WeeklyGoal[]): string[][] {
  const { focus } = report;
  const active = focus.days.filter((day) => day.minutes > 0);
  const best = active.reduce<(typeof active)[number] | null>(
    (top, day) => (top === null || day.minutes > top.minutes ? day : top),
    null,
  );
  const focusLines =
    active.length === 0
      ? ['No focus recorded last week. One pomodoro a day starts a streak.']
      : [
          `${formatDuration(Math.round(focus.minutes))} focused over ${plural(focus.pomodoros, 'pomodoro')}, on ${active.length} of 7 days.`,
          ...(best
            ? [
                `Best day: ${WEEKDAYS[focus.days.indexOf(best)] ?? best.date}, ${formatDuration(Math.round(best.minutes))}.`,
              ]
            : []),
          focus.streak.current > 0
            ? `Streak: ${plural(focus.streak.current, 'day')} (longest ${plural(focus.streak.longest, 'day')}).`
            : `Longest streak this year: ${plural(focus.streak.longest, 'day')}.`,
        ];
  const named = new Map(goals.map((goal) => [goal.id, goal]));
  const goalLines = (report.work?.goals ?? []).flatMap(({ goalId, todos }) => {
    const goal = named.get(goalId);
    if (!goal) return [];
    const passed = timePassed(goal, report.to);
    return [
      `${goal.name}: ${plural(todos, 'linked todo')} done${passed === null ? '' : `, ${Math.round(passed * 100)}% of its time passed`}.`,
    ];
  });
  return [
    focusLines,
    report.estimates ? [`Estimates: ${report.estimates.sentence}`] : [],
    goalLines.length === 0 ? [] : ['Goals:', ...goalLines.map((line) => `- ${line}`)],
  ].filter((lines) => lines.length > 0);
}

/** The weekly report of the week `report` covers (its last 7 days). */
export function weeklyReportContent(
  report: Report,
  goals: readonly WeeklyGoal[],
  appUrl: string,
): WeeklyReportContent {
  const sections = weeklyReportLines(report, goals);
  const link = `${appUrl.replace(/\/$/, '')}/reports`;
  return {
    subject: `Your Pomoplan week: ${formatDuration(Math.round(report.focus.minutes))} focused, ${plural(report.focus.pomodoros, 'pomodoro')}`,
    text: `Your week from ${report.from} to ${report.to}\n\n${sections
      .map((lines) => lines.join('\n'))
      .join('\n\n')}\n\nSee every figure: ${link}\n`,
    html: `<h2>Your week from ${report.from} to ${report.to}</h2>${sections
      .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">See every figure</a></p>`,
  };
}
