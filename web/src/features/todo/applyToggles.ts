import type { Todo } from '@pomoplan/domain';

export interface TodoLists {
  /** Undefined while the open todos load. */
  active: readonly Todo[] | undefined;
  completed: readonly Todo[];
}

/**
 * The two live lists with the toggles the server has not confirmed yet applied: a todo moves
 * between the lists on the click, not when the cache's snapshot comes back. A todo that both lists hold for a moment (their snapshots arrive
 * separately) is taken once, in its most recently updated version.
 */
export function applyToggles(
  active: readonly Todo[] | undefined,
  completed: readonly Todo[] | undefined,
  toggles: ReadonlyMap<string, boolean>,
): TodoLists {
  if (toggles.size === 0) return { active, completed: completed ?? [] };
  const latest = new Map<string, Todo>();
  for (const todo of [...(active ?? []), ...(completed ?? [])]) {
    const seen = latest.get(todo.id);
    if (!seen || todo.updatedAt.getTime() > seen.updatedAt.getTime()) latest.set(todo.id, todo);
  }
  const shown = [...latest.values()].map((todo) => {
    const wanted = toggles.get(todo.id);
    return wanted === undefined || wanted === todo.completed
      ? todo
      : { ...todo, completed: wanted };
  });
  return {
    active: active && shown.filter((todo) => !todo.completed),
    completed: shown.filter((todo) => todo.completed),
  };
}
