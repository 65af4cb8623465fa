import { describe, expect, it } from 'vitest';
import { addDays } from '@pomoplan/domain';
import { builtinSections } from './builtin';
import type { AnalysisInput, AnalysisTask, AnalysisTodo } from './input';
import { analysisInputHash } from './inputHash';

const TODAY = '2026-11-23';
const TOMORROW = addDays(TODAY, 1);

const todo = (text: string, fields: Partial<AnalysisTodo> = {}): AnalysisTodo => ({
  text,
  dueType: 'anytime',
  completed: false,
  goalId: null,
  createdDay: addDays(TODAY, -3),
  updatedDay: addDays(TODAY, -3),
  ...fields,
});

const task = (title: string, fields: Partial<AnalysisTask> = {}): AnalysisTask => ({
  title,
  estimatedPomodoros: 2,
  dueDate: null,
  isCompleted: false,
  updatedDay: addDays(TODAY, -3),
  ...fields,
});

/** A master account nobody touched for days: anytime work, a late todo, a far-off task. */
const dormant = (today: string, extra: Partial<AnalysisInput> = {}): AnalysisInput => ({
  tier: 'master',
  today,
  dailyCapacity: 8,
  todos: [todo('Read a book', { goalId: 'g1' }), todo('Pay rent', { dueType: 'today' })],
  tasks: [task('Taxes', { dueDate: addDays(TODAY, 30) }), task('Someday')],
  goals: [{ id: 'g1', name: 'Read more', startDate: null, endDate: null }],
  focus: null,
  ...extra,
});

/** The hash of the same account on today and on tomorrow. */
function acrossMidnight(extra: Partial<AnalysisInput> = {}): [string, string] {
  return [
    analysisInputHash(dormant(TODAY, extra), 'gemini'),
    analysisInputHash(dormant(TOMORROW, extra), 'gemini'),
  ];
}

describe('analysisInputHash', () => {
  it('is the same on the next day for an account nobody touched', () => {
    const [today, tomorrow] = acrossMidnight();
    expect(tomorrow).toBe(today);
    // Every statement of today's analysis still holds tomorrow, the date aside.
    const withoutDate = (day: string) =>
      builtinSections(dormant(day)).summary.replace(/^\w+ \d+: /, '');
    expect(withoutDate(TOMORROW)).toBe(withoutDate(TODAY));
  });

  it('changes with the work itself and with the provider', () => {
    const input = dormant(TODAY);
    const hash = analysisInputHash(input, 'gemini');
    const renamed = { ...input, todos: [todo('Read two books', { goalId: 'g1' })] };
    expect(analysisInputHash(renamed, 'gemini')).not.toBe(hash);
    expect(analysisInputHash({ ...input, dailyCapacity: 6 }, 'gemini')).not.toBe(hash);
    expect(analysisInputHash(input, 'webhook')).not.toBe(hash);
  });

  it.each([
    [
      'a todo due today becomes overdue',
      { todos: [todo('Call Ada', { dueType: 'today', createdDay: TODAY })] },
    ],
    [
      'a todo for tomorrow becomes due today',
      { todos: [todo('Call Bo', { dueType: 'tomorrow', createdDay: TODAY })] },
    ],
    ['a task due today becomes overdue', { tasks: [task('Ship', { dueDate: TODAY })] }],
    ['a task comes within the week', { tasks: [task('Trip', { dueDate: addDays(TODAY, 8) })] }],
    [
      'a todo finished six days ago moves to last week',
      { todos: [todo('Run', { completed: true, updatedDay: addDays(TODAY, -6) })] },
    ],
  ])('changes overnight when %s', (_, extra: Partial<AnalysisInput>) => {
    const [today, tomorrow] = acrossMidnight(extra);
    expect(tomorrow).not.toBe(today);
  });
});
