// The built-in analyser: no network, no model, the same facts a model is given, written as
// plain sentences. Free gets the daily summary, Pro adds the plan for today, Master adds the
// weekly review.
import { formatDuration, MONTH_NAMES, parseDay } from '@pomoplan/domain';
import {
  dayFacts,
  orderForToday,
  pomodorosOf,
  type DayFacts,
  type FocusFacts,
  type PlanItem,
} from './facts';
import type { AnalysisInput } from './input';

export interface AnalysisSections {
  summary: string;
  planForToday?: string;
  weeklyReview?: string;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function dayName(day: string): string {
  const { month, day: date } = parseDay(day);
  return `${MONTH_NAMES[month - 1]} ${date}`;
}

const quoted = (items: readonly PlanItem[]) => items.map((item) => `"${item.title}"`).join(', ');

function capacitySentence(planned: number, capacity: number): string {
  const budget = `Planned work: ${plural(planned, 'pomodoro')} of your daily budget of ${capacity}`;
  if (planned > capacity) {
    return `${budget}, ${plural(planned - capacity, 'pomodoro')} more than fits: move something to tomorrow.`;
  }
  if (planned === 0)
    return `${budget}: nothing is planned yet, so today is free for anytime todos.`;
  return `${budget}, ${plural(capacity - planned, 'pomodoro')} to spare.`;
}

function goalSentence(facts: DayFacts): string | null {
  const tracked = facts.goals.filter((goal) => goal.linked > 0);
  if (tracked.length === 0) return null;
  const parts = tracked.map((goal) => `${goal.name} ${goal.done} of ${goal.linked} done`);
  return `Goals: ${parts.join('; ')}.`;
}

/** The todos a summary names when none is due: enough to recognise the list, not all of it. */
const NAMED_ANYTIME = 3;

/** An empty list gets an invitation instead of a row of zeros. */
export const NOTHING_TO_ANALYSE = 'No open todos yet. Add a few todos, then refresh.';

function anytimeSentence(titles: readonly string[]): string | null {
  if (titles.length === 0) return null;
  const named = titles.slice(0, NAMED_ANYTIME).map((title) => `"${title}"`);
  const more = titles.length - named.length;
  return `Any time: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
}

function summaryOf(facts: DayFacts, withTasks: boolean): string {
  const dueCount = facts.todosDueToday.length;
  const lateCount = facts.todosOverdue.length;
  const taskCount = withTasks ? facts.tasksDueToday.length + facts.tasksOverdue.length : 0;
  if (facts.openTodos === 0 && taskCount === 0) {
    return `${dayName(facts.today)}: ${NOTHING_TO_ANALYSE}`;
  }
  const sentences = [
    `${dayName(facts.today)}: ${plural(dueCount, 'todo')} due today and ${lateCount} overdue, ` +
      `${plural(facts.openTodos, 'open todo')} in all.`,
  ];
  if (dueCount > 0) sentences.push(`Due today: ${quoted(facts.todosDueToday)}.`);
  if (lateCount > 0) sentences.push(`Overdue: ${quoted(facts.todosOverdue)}.`);
  const anytime = dueCount + lateCount === 0 ? anytimeSentence(facts.anytimeTodos) : null;
  if (anytime) sentences.push(anytime);
  const todoWork = pomodorosOf([...facts.todosDueToday, ...facts.todosOverdue]);
  const taskWork = withTasks ? pomodorosOf([...facts.tasksDueToday, ...facts.tasksOverdue]) : 0;
  sentences.push(capacitySentence(todoWork + taskWork, facts.capacity));
  const goals = goalSentence(facts);
  if (goals) sentences.push(goals);
  return sentences.join(' ');
}

function planOf(facts: DayFacts): string {
  const { today, later } = orderForToday(facts);
  if (today.length === 0) {
    const upcoming = facts.tasksUpcoming[0];
    return upcoming
      ? `Plan for today: nothing is due, so get ahead on "${upcoming.title}" (due ${dayName(upcoming.dueDay)}).`
      : 'Plan for today: nothing is due; pick an anytime todo or a goal to move forward.';
  }
  // One step a line: the card shows lines that start '1. ' as a numbered list.
  const steps = today.map(
    (item, index) =>
      `${index + 1}. "${item.title}" (${plural(item.pomodoros, 'pomodoro')}` +
      `${item.dueDay < facts.today ? `, due ${dayName(item.dueDay)}` : ''})`,
  );
  const lines = [
    `Plan for today, ${plural(pomodorosOf(today), 'pomodoro')} of ${facts.capacity}:`,
    ...steps,
  ];
  const after: string[] = [];
  if (later.length > 0) after.push(`Leave for tomorrow: ${quoted(later)}.`);
  if (facts.tasksUpcoming.length > 0) {
    const next = facts.tasksUpcoming
      .slice(0, 3)
      .map((item) => `"${item.title}" on ${dayName(item.dueDay)}`);
    after.push(`Coming up: ${next.join(', ')}.`);
  }
  if (after.length > 0) lines.push(after.join(' '));
  return lines.join('\n');
}

function trendWord(thisWeek: number, lastWeek: number): string {
  if (thisWeek > lastWeek) return `up from ${lastWeek}`;
  if (thisWeek < lastWeek) return `down from ${lastWeek}`;
  return 'the same as the week before';
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function focusSentences(focus: FocusFacts): string[] {
  const sentences = [
    `Focus this week: ${formatDuration(focus.minutesThisWeek)} over ${plural(focus.pomodorosThisWeek, 'pomodoro')}, ` +
      `${focus.minutesThisWeek === focus.minutesLastWeek ? 'the same as' : focus.minutesThisWeek > focus.minutesLastWeek ? 'up from' : 'down from'} ` +
      `${formatDuration(focus.minutesLastWeek)} the week before.`,
  ];
  if (focus.bestHours) {
    sentences.push(
      `You focus most between ${clock(focus.bestHours.from)} and ${clock(focus.bestHours.to)}: keep that time for your hardest task.`,
    );
  }
  sentences.push(
    focus.streak.current > 0
      ? `Streak: ${plural(focus.streak.current, 'day')} with a pomodoro (longest ${plural(focus.streak.longest, 'day')}).`
      : `No pomodoro yet today or yesterday: one today starts a new streak (longest ${plural(focus.streak.longest, 'day')}).`,
  );
  sentences.push(`Estimates over the last 30 days: ${focus.estimates}`);
  return sentences;
}

function reviewOf(facts: DayFacts): string {
  const sentences = [
    `This week: ${plural(facts.completedThisWeek, 'item')} completed, ` +
      `${trendWord(facts.completedThisWeek, facts.completedLastWeek)}.`,
    ...(facts.focus ? focusSentences(facts.focus) : []),
  ];
  const tracked = facts.goals.filter((goal) => goal.linked > goal.done || goal.doneThisWeek > 0);
  const moving = tracked.filter((goal) => goal.doneThisWeek > 0);
  const stalled = tracked.filter((goal) => goal.doneThisWeek === 0);
  if (moving.length > 0) {
    sentences.push(
      `Goals moving: ${moving.map((goal) => `${goal.name} (+${goal.doneThisWeek})`).join(', ')}.`,
    );
  }
  if (stalled.length > 0) {
    sentences.push(
      `Stalled for a week: ${stalled.map((goal) => goal.name).join(', ')}; give one of them a todo today.`,
    );
  }
  if (facts.goalsBehind.length > 0) {
    const behind = facts.goalsBehind.map(
      (goal) =>
        `${goal.name} (${goal.done} of ${goal.linked} todos done, ${goal.timePassed}% of its time passed)`,
    );
    sentences.push(`Behind schedule: ${behind.join(', ')}.`);
  }
  return sentences.join(' ');
}

export function builtinSections(input: AnalysisInput): AnalysisSections {
  const facts = dayFacts(input);
  const paid = input.tier !== 'free';
  return {
    summary: summaryOf(facts, paid),
    ...(paid ? { planForToday: planOf(facts) } : {}),
    ...(input.tier === 'master' ? { weeklyReview: reviewOf(facts) } : {}),
  };
}

/** The text stored as `aiResponse`: the sections as paragraphs. */
export function sectionsText(sections: AnalysisSections): string {
  return [sections.summary, sections.planForToday, sections.weeklyReview]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n\n');
}
