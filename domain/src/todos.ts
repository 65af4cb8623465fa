// The To Do page's rules: filtering, sorting, counts and the AI summary preview.
// Pure functions over todos so that the page and its tests share one definition.

import type { Todo, TodoDueType } from './schemas/todo';
import { TODO_DUE_TYPES } from './schemas/todo';

export const DUE_TYPE_LABELS: Readonly<Record<TodoDueType, string>> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  anytime: 'Anytime',
};

/** The badge text of a todo; anything unknown shows as Anytime. */
export function dueTypeLabel(dueType: unknown): string {
  return (TODO_DUE_TYPES as readonly unknown[]).includes(dueType)
    ? DUE_TYPE_LABELS[dueType as TodoDueType]
    : DUE_TYPE_LABELS.anytime;
}

export const DUE_FILTERS = ['all', ...TODO_DUE_TYPES] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export type GoalFilter = { type: 'all' } | { type: 'none' } | { type: 'goal'; goalId: string };

export const TODO_SORT_KEYS = ['created', 'alphabetical', 'dueDate'] as const;
export type TodoSortKey = (typeof TODO_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * The direction each key starts in when it is chosen: the order a reader expects from its
 * name (newest first, A before Z, soonest due first). The arrow reverses it from there.
 */
export const TODO_SORT_DEFAULT_DIRECTION: Readonly<Record<TodoSortKey, SortDirection>> = {
  created: 'desc',
  alphabetical: 'asc',
  dueDate: 'asc',
};

export const TODO_SORT_LABELS: Readonly<Record<TodoSortKey, string>> = {
  created: 'Created',
  alphabetical: 'A-Z',
  dueDate: 'Due Date',
};

export interface TodoFilters {
  due: DueFilter;
  goal: GoalFilter;
}

/** The fields the list rules look at. */
export type ListedTodo = Pick<
  Todo,
  'id' | 'text' | 'completed' | 'dueType' | 'goalId' | 'createdAt'
>;

export function matchesFilters(todo: ListedTodo, filters: TodoFilters): boolean {
  if (filters.due !== 'all' && todo.dueType !== filters.due) return false;
  switch (filters.goal.type) {
    case 'all':
      return true;
    case 'none':
      return todo.goalId === null;
    case 'goal':
      return todo.goalId === filters.goal.goalId;
  }
}

export function filterTodos<T extends ListedTodo>(todos: readonly T[], filters: TodoFilters): T[] {
  return todos.filter((todo) => matchesFilters(todo, filters));
}

const DUE_ORDER: Readonly<Record<TodoDueType, number>> = { today: 0, tomorrow: 1, anytime: 2 };

const textCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareCreated(a: ListedTodo, b: ListedTodo): number {
  return a.createdAt.getTime() - b.createdAt.getTime();
}

const PRIMARY: Readonly<Record<TodoSortKey, (a: ListedTodo, b: ListedTodo) => number>> = {
  created: compareCreated,
  alphabetical: (a, b) => textCollator.compare(a.text, b.text),
  dueDate: (a, b) => DUE_ORDER[a.dueType] - DUE_ORDER[b.dueType],
};

/**
 * Sorts a copy. Due Date ascending is Today, Tomorrow, Anytime. Ties fall back to creation
 * time and then the id, so the order never depends on the order the listener delivered.
 */
export function sortTodos<T extends ListedTodo>(
  todos: readonly T[],
  key: TodoSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...todos].sort(
    (a, b) =>
      sign *
      (PRIMARY[key](a, b) || compareCreated(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
}

export interface TodoCounts {
  active: number;
  completed: number;
}

export function countTodos(todos: readonly Pick<ListedTodo, 'completed'>[]): TodoCounts {
  const completed = todos.filter((todo) => todo.completed).length;
  return { active: todos.length - completed, completed };
}

/** The goal filter as GET /api/todos/counts spells it: all, none or the goal's id. */
export function goalFilterParam(filter: GoalFilter): string {
  return filter.type === 'goal' ? filter.goalId : filter.type;
}

export function goalFilterFromParam(param: string): GoalFilter {
  return param === 'all' || param === 'none' ? { type: param } : { type: 'goal', goalId: param };
}

/** 'N active, M completed' */
export function formatTodoCounts({ active, completed }: TodoCounts): string {
  return `${active} active, ${completed} completed`;
}

export const AI_SUMMARY_PREVIEW_LENGTH = 120;

/** The collapsed AI card's text: at most 120 characters, then '...' when something was cut. */
export function truncateSummary(text: string, max = AI_SUMMARY_PREVIEW_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max).trimEnd()}...`;
}

/**
 * A todo may keep the id of a goal deleted since; it is shown, filtered and edited as a todo
 * without a goal.
 */
export function withKnownGoal<T extends Pick<Todo, 'goalId'>>(
  todo: T,
  goalIds: ReadonlySet<string>,
): T {
  return todo.goalId === null || goalIds.has(todo.goalId) ? todo : { ...todo, goalId: null };
}
