import {
  countTodos,
  filterTodos,
  formatTodoCounts,
  sortTodos,
  withKnownGoal,
  type Goal,
  type Todo,
  type TodoFilters,
} from '@pomoplan/domain';
import { useMemo } from 'react';
import { applyToggles } from './applyToggles';
import type { TodoSort } from './TodoFilterBar';

export interface TodoView {
  /** Undefined while the open todos load. */
  active: Todo[] | undefined;
  completed: Todo[];
  anyActive: boolean;
  /** 'N active, M completed'; undefined while either list loads, when 0 would be untrue. */
  counts: string | undefined;
  goalsById: ReadonlyMap<string, Goal>;
  /** The filters in force: a goal filter whose goal was deleted falls back to all goals. */
  filters: TodoFilters;
  find(id: string): Todo | undefined;
}

/**
 * Filters and sorts both lists the same way, with the unconfirmed toggles applied; the counts
 * describe what is shown.
 */
export function useTodoView(
  live: { active: readonly Todo[] | undefined; completed: readonly Todo[] | undefined },
  toggles: ReadonlyMap<string, boolean>,
  goals: readonly Goal[] | undefined,
  requested: TodoFilters,
  sort: TodoSort,
): TodoView {
  const { active: liveActive, completed: liveCompleted } = live;
  return useMemo(() => {
    const { active, completed } = applyToggles(liveActive, liveCompleted, toggles);
    const goalsById = new Map((goals ?? []).map((goal) => [goal.id, goal]));
    const goalIds = new Set(goalsById.keys());
    // Until the goals arrive, a todo's goal is unknown rather than gone.
    const normalise = (todos: readonly Todo[]) =>
      goals ? todos.map((todo) => withKnownGoal(todo, goalIds)) : [...todos];
    const goalGone =
      goals !== undefined && requested.goal.type === 'goal' && !goalIds.has(requested.goal.goalId);
    const filters: TodoFilters = goalGone ? { ...requested, goal: { type: 'all' } } : requested;
    const view = (todos: readonly Todo[]) =>
      sortTodos(filterTodos(normalise(todos), filters), sort.key, sort.direction);

    const shownActive = active && view(active);
    const shownCompleted = view(completed);
    const all = [...(active ?? []), ...completed];
    return {
      active: shownActive,
      completed: shownCompleted,
      anyActive: (active?.length ?? 0) > 0,
      counts:
        shownActive && liveCompleted
          ? formatTodoCounts(countTodos([...shownActive, ...shownCompleted]))
          : undefined,
      goalsById,
      filters,
      find: (id) => all.find((todo) => todo.id === id),
    };
  }, [liveActive, liveCompleted, toggles, goals, requested, sort]);
}
