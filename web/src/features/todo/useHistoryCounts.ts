import {
  goalFilterParam,
  type Todo,
  type TodoCountsResponse,
  type TodoFilters,
} from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { todoCounts } from '../../api/todos';
import { COMPLETED_TODOS_LIMIT } from '../../data/todos';

const COUNT_DELAY_MS = 300;

/**
 * Exact counts over the whole history, needed once the live completed list is cut off at its
 * limit (only the newest completed todos stay live, so that a long history costs no reads).
 * Asked again whenever that list changes, so the figures follow toggles here and in other tabs.
 * Undefined while the live lists are complete, and until the first answer for these filters.
 */
export function useHistoryCounts(
  filters: TodoFilters,
  completed: readonly Todo[] | undefined,
): TodoCountsResponse | undefined {
  const truncated = completed !== undefined && completed.length >= COMPLETED_TODOS_LIMIT;
  const due = filters.due;
  const goal = goalFilterParam(filters.goal);
  const [answer, setAnswer] = useState<{ for: string; counts: TodoCountsResponse }>();

  useEffect(() => {
    if (!truncated) return;
    let current = true;
    // A toggle brings two snapshots (the local write, then the server's); one request after
    // they settle is enough, and it stays out of the way of the repaint.
    const timer = window.setTimeout(() => {
      todoCounts({ due, goal }).then(
        (counts) => current && setAnswer({ for: `${due}|${goal}`, counts }),
        // The page keeps showing what the live lists hold.
        (error: unknown) => console.error('Failed to count todos', error),
      );
    }, COUNT_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [truncated, due, goal, completed]);

  return truncated && answer?.for === `${due}|${goal}` ? answer.counts : undefined;
}
