import { describe, expect, it } from 'vitest';
import {
  countTodos,
  dueTypeLabel,
  filterTodos,
  formatTodoCounts,
  goalFilterFromParam,
  goalFilterParam,
  sortTodos,
  TODO_SORT_DEFAULT_DIRECTION,
  truncateSummary,
  withKnownGoal,
  type ListedTodo,
} from './todos';

function todo(id: string, overrides: Partial<ListedTodo> = {}): ListedTodo {
  return {
    id,
    text: id,
    completed: false,
    dueType: 'anytime',
    goalId: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

const water = todo('a', { text: 'water plants', dueType: 'today', goalId: 'g1', createdAt: at(3) });
const milk = todo('b', { text: 'Buy milk', dueType: 'tomorrow', createdAt: at(1) });
const mum = todo('c', { text: 'call mum', dueType: 'anytime', goalId: 'g2', createdAt: at(2) });
const archive = todo('d', { text: 'Archive', dueType: 'today', completed: true, createdAt: at(4) });
const todos = [water, milk, mum, archive];
const ids = (list: readonly ListedTodo[]) => list.map((item) => item.id);

describe('filterTodos', () => {
  it('keeps everything with All and All Goals', () => {
    expect(ids(filterTodos(todos, { due: 'all', goal: { type: 'all' } }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('filters by due type', () => {
    expect(ids(filterTodos(todos, { due: 'today', goal: { type: 'all' } }))).toEqual(['a', 'd']);
    expect(ids(filterTodos(todos, { due: 'tomorrow', goal: { type: 'all' } }))).toEqual(['b']);
    expect(ids(filterTodos(todos, { due: 'anytime', goal: { type: 'all' } }))).toEqual(['c']);
  });

  it('filters by goal: No Goal, or one goal', () => {
    expect(ids(filterTodos(todos, { due: 'all', goal: { type: 'none' } }))).toEqual(['b', 'd']);
    expect(ids(filterTodos(todos, { due: 'all', goal: { type: 'goal', goalId: 'g2' } }))).toEqual([
      'c',
    ]);
  });

  it('combines both filters', () => {
    expect(ids(filterTodos(todos, { due: 'today', goal: { type: 'none' } }))).toEqual(['d']);
    expect(
      ids(filterTodos(todos, { due: 'tomorrow', goal: { type: 'goal', goalId: 'g1' } })),
    ).toEqual([]);
  });
});

describe('TODO_SORT_DEFAULT_DIRECTION', () => {
  it('starts Created newest first, A-Z from A and Due Date soonest first', () => {
    expect(TODO_SORT_DEFAULT_DIRECTION).toEqual({
      created: 'desc',
      alphabetical: 'asc',
      dueDate: 'asc',
    });
  });
});

describe('sortTodos', () => {
  it('sorts by creation time in both directions', () => {
    expect(ids(sortTodos(todos, 'created', 'asc'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(sortTodos(todos, 'created', 'desc'))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('sorts A-Z ignoring case, and Z-A descending', () => {
    expect(ids(sortTodos(todos, 'alphabetical', 'asc'))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(sortTodos(todos, 'alphabetical', 'desc'))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('sorts numbers in text by value', () => {
    const numbered = [todo('x', { text: 'step 10' }), todo('y', { text: 'step 9' })];
    expect(ids(sortTodos(numbered, 'alphabetical', 'asc'))).toEqual(['y', 'x']);
  });

  it('sorts by due date as Today, Tomorrow, Anytime with creation time breaking ties', () => {
    expect(ids(sortTodos(todos, 'dueDate', 'asc'))).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(sortTodos(todos, 'dueDate', 'desc'))).toEqual(['c', 'b', 'd', 'a']);
  });

  it('breaks full ties by id and leaves the input untouched', () => {
    const same = [todo('z'), todo('m')];
    expect(ids(sortTodos(same, 'created', 'asc'))).toEqual(['m', 'z']);
    expect(ids(same)).toEqual(['z', 'm']);
  });
});

describe('counts', () => {
  it('counts active and completed todos', () => {
    expect(countTodos(todos)).toEqual({ active: 3, completed: 1 });
    expect(countTodos([])).toEqual({ active: 0, completed: 0 });
  });

  it('formats them as the filter bar shows them', () => {
    expect(formatTodoCounts({ active: 3, completed: 1 })).toBe('3 active, 1 completed');
  });
});

describe('truncateSummary', () => {
  it('keeps a summary of up to 120 characters as it is', () => {
    const exact = 'x'.repeat(120);
    expect(truncateSummary(exact)).toBe(exact);
    expect(truncateSummary('  Short summary. ')).toBe('Short summary.');
  });

  it('cuts a longer summary to 120 characters plus an ellipsis', () => {
    const long = 'a'.repeat(130);
    expect(truncateSummary(long)).toBe(`${'a'.repeat(120)}...`);
    expect(truncateSummary(long)).toHaveLength(123);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'b'.repeat(119)} and more words`;
    expect(truncateSummary(text)).toBe(`${'b'.repeat(119)}...`);
  });
});

describe('labels and dangling goals', () => {
  it('labels due types, with Anytime as the fallback', () => {
    expect(dueTypeLabel('today')).toBe('Today');
    expect(dueTypeLabel('tomorrow')).toBe('Tomorrow');
    expect(dueTypeLabel('anytime')).toBe('Anytime');
    expect(dueTypeLabel('someday')).toBe('Anytime');
  });

  it('treats a todo whose goal was deleted as a todo without a goal', () => {
    const goals = new Set(['g1']);
    expect(withKnownGoal(water, goals).goalId).toBe('g1');
    expect(withKnownGoal(mum, goals).goalId).toBeNull();
    expect(withKnownGoal(milk, goals)).toBe(milk);
  });
});

describe('goal filter parameters', () => {
  it('round-trips all, none and a goal id', () => {
    for (const filter of [
      { type: 'all' },
      { type: 'none' },
      { type: 'goal', goalId: 'g1' },
    ] as const) {
      expect(goalFilterFromParam(goalFilterParam(filter))).toEqual(filter);
    }
    expect(goalFilterParam({ type: 'goal', goalId: 'abc' })).toBe('abc');
  });
});
