import {
  goalFilterParam,
  type Todo,
  type TodoCountsResponse,
  type TodoFilters,
} from '@pomoplan/domain';
import { useCallback } from 'react';
import { todoCounts } from '../../api/todos';
import { useSettledCount } from '../../ui/useSettledCount';
import { COMPLETED_TODOS_LIMIT } from '@pomoplan/domain';

/**
 * Exact counts over the whole history, needed once the live completed list is cut off at its
 * limit (only the newest completed todos stay live, so that a long history costs no reads).
 * They follow toggles here and in other tabs. Undefined while the live lists are complete, and
 * until the first answer for these filters.
 */
export function useHistoryCounts(
  filters: TodoFilters,
  completed: readonly Todo[] | undefined,
): TodoCountsResponse | undefined {
  const truncated = completed !== undefined && completed.length >= COMPLETED_TODOS_LIMIT;
  const due = filters.due;
  const goal = goalFilterParam(filters.goal);
  const count = useCallback(() => todoCounts({ due, goal }), [due, goal]);
  return useSettledCount(truncated, `${due}|${goal}`, count, completed, 'todos');
}
