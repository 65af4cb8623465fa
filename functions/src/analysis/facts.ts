// The facts of a day's analysis, computed once from the input: what is due, what is late,
// how much work today holds against the user's capacity, how goals move, and an order for
// today. Pure: no clock, no I/O (the day comes with the input).
import { addDays, compareDays, diffDays } from '@pomoplan/domain';
import type { AnalysisFocus, AnalysisInput, AnalysisTodo, GoalBehind } from './input';

/** A todo has no estimate: it counts as one pomodoro of today's work. */
export const TODO_POMODOROS = 1;
const WEEK_DAYS = 7;

export interface PlanItem {
  kind: 'todo' | 'task';
  title: string;
  pomodoros: number;
  dueDay: string;
}

export interface GoalProgress {
  name: string;
  linked: number;
  done: number;
  doneThisWeek: number;
}

export interface FocusFacts extends AnalysisFocus {
  /** The two hours of the day with the most focus, as 24-hour clock hours; null with none. */
  bestHours: { from: number; to: number } | null;
}

export interface DayFacts {
  today: string;
  capacity: number;
  openTodos: number;
  /** Titles of the open todos due any time, oldest first. */
  anytimeTodos: string[];
  todosDueToday: PlanItem[];
  todosOverdue: PlanItem[];
  tasksDueToday: PlanItem[];
  tasksOverdue: PlanItem[];
  /** Open tasks due in the coming week (after today). */
  tasksUpcoming: PlanItem[];
  goals: GoalProgress[];
  completedThisWeek: number;
  completedLastWeek: number;
  goalsBehind: GoalBehind[];
  focus: FocusFacts | null;
}

/** The two neighbouring hours with the most minutes of focus. */
export function bestHoursOf(minutesByHour: readonly number[]): FocusFacts['bestHours'] {
  let best: FocusFacts['bestHours'] = null;
  let most = 0;
  let first = 0;
  for (let hour = 0; hour < 23; hour += 1) {
    const starting = minutesByHour[hour] ?? 0;
    const minutes = starting + (minutesByHour[hour + 1] ?? 0);
    // Of two windows as full, the one that starts with focus: 09:00 to 11:00 for an hour of
    // focus at 9, not 08:00 to 10:00.
    if (minutes > most || (minutes === most && minutes > 0 && starting > first)) {
      most = minutes;
      first = starting;
      best = { from: hour, to: hour + 2 };
    }
  }
  return best;
}

/** The day a todo is due: 'today' on the day it was written, 'tomorrow' the day after. */
export function todoDueDay(todo: Pick<AnalysisTodo, 'dueType' | 'createdDay'>): string | null {
  if (todo.dueType === 'today') return todo.createdDay;
  if (todo.dueType === 'tomorrow') return addDays(todo.createdDay, 1);
  return null;
}

const byDueDay = (a: PlanItem, b: PlanItem) =>
  compareDays(a.dueDay, b.dueDay) || a.title.localeCompare(b.title);

function inWeek(day: string, today: string, weeksBack: number): boolean {
  const age = diffDays(day, today);
  return age >= weeksBack * WEEK_DAYS && age < (weeksBack + 1) * WEEK_DAYS;
}

export function dayFacts(input: AnalysisInput): DayFacts {
  const { today } = input;
  const openTodos = input.todos.filter((todo) => !todo.completed);
  const todoItems = openTodos.flatMap((todo): PlanItem[] => {
    const dueDay = todoDueDay(todo);
    return dueDay ? [{ kind: 'todo', title: todo.text, pomodoros: TODO_POMODOROS, dueDay }] : [];
  });
  const taskItems = input.tasks
    .filter((task) => !task.isCompleted && task.dueDate !== null)
    .map((task): PlanItem => ({
      kind: 'task',
      title: task.title,
      pomodoros: task.estimatedPomodoros,
      dueDay: task.dueDate ?? today,
    }));
  const due = (items: PlanItem[], test: (order: number) => boolean) =>
    items.filter((item) => test(compareDays(item.dueDay, today))).sort(byDueDay);
  const weekAhead = addDays(today, WEEK_DAYS);

  const finished = [
    ...input.todos.filter((todo) => todo.completed).map((todo) => todo.updatedDay),
    ...input.tasks.filter((task) => task.isCompleted).map((task) => task.updatedDay),
  ];
  const goals = input.goals.map((goal): GoalProgress => {
    const linked = input.todos.filter((todo) => todo.goalId === goal.id);
    const done = linked.filter((todo) => todo.completed);
    return {
      name: goal.name,
      linked: linked.length,
      done: done.length,
      doneThisWeek: done.filter((todo) => inWeek(todo.updatedDay, today, 0)).length,
    };
  });

  return {
    today,
    capacity: input.dailyCapacity,
    openTodos: openTodos.length,
    anytimeTodos: openTodos.filter((todo) => todoDueDay(todo) === null).map((todo) => todo.text),
    todosDueToday: due(todoItems, (order) => order === 0),
    todosOverdue: due(todoItems, (order) => order < 0),
    tasksDueToday: due(taskItems, (order) => order === 0),
    tasksOverdue: due(taskItems, (order) => order < 0),
    tasksUpcoming: due(taskItems, (order) => order > 0).filter(
      (item) => compareDays(item.dueDay, weekAhead) <= 0,
    ),
    goals,
    completedThisWeek: finished.filter((day) => inWeek(day, today, 0)).length,
    completedLastWeek: finished.filter((day) => inWeek(day, today, 1)).length,
    goalsBehind: input.focus?.goalsBehind ?? [],
    focus: input.focus
      ? { ...input.focus, bestHours: bestHoursOf(input.focus.minutesByHour) }
      : null,
  };
}

export const pomodorosOf = (items: readonly PlanItem[]) =>
  items.reduce((sum, item) => sum + item.pomodoros, 0);

/**
 * The suggested order for today: late work first (oldest first), then today's tasks with
 * the largest first so the deep work comes early, then today's todos. What does not fit in
 * the capacity is `later`.
 */
export function orderForToday(facts: DayFacts): { today: PlanItem[]; later: PlanItem[] } {
  const todaysTasks = [...facts.tasksDueToday].sort(
    (a, b) => b.pomodoros - a.pomodoros || a.title.localeCompare(b.title),
  );
  const candidates = [
    ...[...facts.tasksOverdue, ...facts.todosOverdue].sort(byDueDay),
    ...todaysTasks,
    ...facts.todosDueToday,
  ];
  const fits: PlanItem[] = [];
  const later: PlanItem[] = [];
  let used = 0;
  for (const item of candidates) {
    // The first item always goes in, even when it alone is larger than the capacity.
    if (fits.length === 0 || used + item.pomodoros <= facts.capacity) {
      fits.push(item);
      used += item.pomodoros;
    } else {
      later.push(item);
    }
  }
  return { today: fits, later };
}
