import type { Todo } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { applyToggles } from './applyToggles';

function todo(id: string, completed: boolean, minute = 0): Todo {
  const at = new Date(Date.UTC(2026, 10, 22, 9, minute));
  return {
    id,
    text: id,
    completed,
    dueType: 'anytime',
    goalId: null,
    userId: 'u1',
    createdAt: at,
    updatedAt: at,
  };
}

const ids = (todos: readonly Todo[] | undefined) => todos?.map((item) => item.id);

describe('applyToggles', () => {
  it('returns the lists untouched without pending toggles', () => {
    const active = [todo('a', false)];
    const completed = [todo('b', true)];
    const lists = applyToggles(active, completed, new Map());
    expect(lists.active).toBe(active);
    expect(lists.completed).toBe(completed);
  });

  it('moves a toggled todo to the other list at once, keeping the others as they are', () => {
    const a = todo('a', false);
    const b = todo('b', false);
    const c = todo('c', true);
    const lists = applyToggles([a, b], [c], new Map([['a', true]]));
    expect(ids(lists.active)).toEqual(['b']);
    expect(ids(lists.completed)).toEqual(['a', 'c']);
    expect(lists.completed[0]).toMatchObject({ id: 'a', completed: true });
    expect(lists.active?.[0]).toBe(b);

    const reopened = applyToggles([b], [c], new Map([['c', false]]));
    expect(ids(reopened.active)).toEqual(['b', 'c']);
    expect(ids(reopened.completed)).toEqual([]);
  });

  it('takes a todo both snapshots hold once, in its newest version', () => {
    const stale = todo('a', false, 0);
    const fresh = todo('a', true, 5);
    const lists = applyToggles([stale], [fresh], new Map([['a', true]]));
    expect(ids(lists.active)).toEqual([]);
    expect(lists.completed).toEqual([fresh]);
  });

  it('keeps "still loading" for the open todos', () => {
    expect(applyToggles(undefined, [todo('c', true)], new Map([['c', false]])).active).toBe(
      undefined,
    );
  });
});
