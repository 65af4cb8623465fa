import { describe, expect, it } from 'vitest';
import { builtinSections, sectionsText } from './builtin';
import { bestHoursOf, orderForToday, dayFacts, todoDueDay } from './facts';
import type { AnalysisInput, AnalysisTask, AnalysisTodo } from './input';

// A fixed clock: the analysis is for Monday 2026-11-23.
const TODAY = '2026-11-23';

const todo = (text: string, fields: Partial<AnalysisTodo> = {}): AnalysisTodo => ({
  text,
  dueType: 'today',
  completed: false,
  goalId: null,
  createdDay: TODAY,
  updatedDay: TODAY,
  ...fields,
});

const task = (title: string, fields: Partial<AnalysisTask> = {}): AnalysisTask => ({
  title,
  estimatedPomodoros: 2,
  dueDate: TODAY,
  isCompleted: false,
  updatedDay: TODAY,
  ...fields,
});

const input = (fields: Partial<AnalysisInput> = {}): AnalysisInput => ({
  tier: 'free',
  today: TODAY,
  dailyCapacity: 8,
  todos: [],
  tasks: [],
  goals: [],
  focus: null,
  ...fields,
});

describe('todoDueDay', () => {
  it('is the day written for today, the next for tomorrow, none for anytime', () => {
    expect(todoDueDay({ dueType: 'today', createdDay: '2026-11-20' })).toBe('2026-11-20');
    expect(todoDueDay({ dueType: 'tomorrow', createdDay: '2026-11-30' })).toBe('2026-12-01');
    expect(todoDueDay({ dueType: 'anytime', createdDay: '2026-11-20' })).toBeNull();
  });
});

describe('the built-in analysis', () => {
  it('counts three todos due today against the daily budget (free: summary only)', () => {
    const sections = builtinSections(
      input({ todos: [todo('Write intro'), todo('Call Bob'), todo('Pay rent')] }),
    );
    expect(sections).toEqual({
      summary:
        'November 23: 3 todos due today and 0 overdue, 3 open todos in all. ' +
        'Due today: "Call Bob", "Pay rent", "Write intro". ' +
        'Planned work: 3 pomodoros of your daily budget of 8, 5 pomodoros to spare.',
    });
  });

  it('finds overdue todos, ignores completed and anytime ones, and reports goal progress', () => {
    const sections = builtinSections(
      input({
        todos: [
          todo('Old report', { createdDay: '2026-11-20' }),
          todo('Due from yesterday', { dueType: 'tomorrow', createdDay: '2026-11-21' }),
          todo('Tomorrow, written yesterday', { dueType: 'tomorrow', createdDay: '2026-11-22' }),
          todo('Someday', { dueType: 'anytime', goalId: 'g1' }),
          todo('Done', { completed: true, goalId: 'g1' }),
        ],
        goals: [
          { id: 'g1', name: 'Ship v2', startDate: null, endDate: null },
          { id: 'g2', name: 'Unlinked', startDate: null, endDate: null },
        ],
        dailyCapacity: 2,
      }),
    );
    expect(sections.summary).toBe(
      'November 23: 1 todo due today and 2 overdue, 4 open todos in all. ' +
        'Due today: "Tomorrow, written yesterday". ' +
        'Overdue: "Old report", "Due from yesterday". ' +
        'Planned work: 3 pomodoros of your daily budget of 2, 1 pomodoro more than fits: move something to tomorrow. ' +
        'Goals: Ship v2 1 of 2 done.',
    );
  });

  it('invites to add todos when there are none, instead of a row of zeros', () => {
    expect(builtinSections(input()).summary).toBe(
      'November 23: No open todos yet. Add a few todos, then refresh.',
    );
  });

  it('names the todos due any time when none is due today', () => {
    const anytime = (text: string) => todo(text, { dueType: 'anytime' });
    expect(builtinSections(input({ todos: ['A', 'B', 'C', 'D'].map(anytime) })).summary).toBe(
      'November 23: 0 todos due today and 0 overdue, 4 open todos in all. ' +
        'Any time: "A", "B", "C" and 1 more. ' +
        'Planned work: 0 pomodoros of your daily budget of 8: nothing is planned yet, so today is free for anytime todos.',
    );
  });

  it('adds the plan for today for pro: tasks included, late first, within the capacity', () => {
    const sections = builtinSections(
      input({
        tier: 'pro',
        dailyCapacity: 6,
        todos: [todo('Email Ann'), todo('Late todo', { createdDay: '2026-11-21' })],
        tasks: [
          task('Small task', { estimatedPomodoros: 1 }),
          task('Deep work', { estimatedPomodoros: 3 }),
          task('Late task', { dueDate: '2026-11-22' }),
          task('Next week', { dueDate: '2026-11-26' }),
          task('Finished', { isCompleted: true }),
          task('No date', { dueDate: null }),
        ],
      }),
    );
    expect(sections.summary).toContain(
      'Planned work: 8 pomodoros of your daily budget of 6, 2 pomodoros more than fits',
    );
    expect(sections.planForToday).toBe(
      'Plan for today, 6 pomodoros of 6:\n1. "Late todo" (1 pomodoro, due November 21)\n' +
        '2. "Late task" (2 pomodoros, due November 22)\n3. "Deep work" (3 pomodoros)\n' +
        'Leave for tomorrow: "Small task", "Email Ann". Coming up: "Next week" on November 26.',
    );
    expect(sections.weeklyReview).toBeUndefined();
  });

  it('suggests getting ahead when nothing is due (pro)', () => {
    expect(
      builtinSections(input({ tier: 'pro', tasks: [task('Slides', { dueDate: '2026-11-25' })] }))
        .planForToday,
    ).toBe('Plan for today: nothing is due, so get ahead on "Slides" (due November 25).');
  });

  it('adds the weekly review for master: trend, goals moving and stalled', () => {
    const sections = builtinSections(
      input({
        tier: 'master',
        todos: [
          todo('A', { completed: true, goalId: 'run', updatedDay: '2026-11-22' }),
          todo('B', { completed: true, goalId: 'run', updatedDay: '2026-11-18' }),
          todo('C', { completed: true, updatedDay: '2026-11-12' }),
          todo('D', { goalId: 'book', dueType: 'anytime' }),
        ],
        tasks: [task('T', { isCompleted: true, updatedDay: '2026-11-23' })],
        goals: [
          { id: 'run', name: 'Run a marathon', startDate: null, endDate: null },
          { id: 'book', name: 'Write a book', startDate: null, endDate: null },
        ],
      }),
    );
    expect(sections.weeklyReview).toBe(
      'This week: 3 items completed, up from 1. Goals moving: Run a marathon (+2). ' +
        'Stalled for a week: Write a book; give one of them a todo today.',
    );
    expect(sectionsText(sections).split('\n\n')).toHaveLength(3);
  });
});

describe('orderForToday', () => {
  it('always takes the first item, even one larger than the capacity', () => {
    const facts = dayFacts(
      input({ dailyCapacity: 2, tasks: [task('Huge', { estimatedPomodoros: 5 })] }),
    );
    expect(orderForToday(facts).today.map((item) => item.title)).toEqual(['Huge']);
  });
});

describe('the weekly review of a tier with the reports', () => {
  const focus = {
    minutesThisWeek: 325,
    minutesLastWeek: 200,
    pomodorosThisWeek: 13,
    minutesByHour: Array.from({ length: 24 }, (_, hour) =>
      hour === 9 ? 120 : hour === 10 ? 90 : hour === 15 ? 100 : 0,
    ),
    streak: { current: 3, longest: 12 },
    estimates:
      'Your Writing tasks take 1.6× their estimate: give them more pomodoros when you plan.',
    goalsBehind: [{ name: 'Finish the book', done: 1, linked: 12, timePassed: 67 }],
  };

  it('says the focus, the hours, the streak, the estimates and the goals behind, from the figures given', () => {
    const review = builtinSections(input({ tier: 'master', focus })).weeklyReview;
    expect(review).toContain(
      'Focus this week: 5 h 25 min over 13 pomodoros, up from 3 h 20 min the week before.',
    );
    expect(review).toContain(
      'You focus most between 09:00 and 11:00: keep that time for your hardest task.',
    );
    expect(review).toContain('Streak: 3 days with a pomodoro (longest 12 days).');
    expect(review).toContain(`Estimates over the last 30 days: ${focus.estimates}`);
    expect(review).toContain(
      'Behind schedule: Finish the book (1 of 12 todos done, 67% of its time passed).',
    );
  });

  it('leaves the focus out for a tier without the reports', () => {
    const sections = builtinSections(input({ tier: 'master', focus: null }));
    expect(sections.weeklyReview).not.toContain('Focus this week');
    expect(builtinSections(input({ tier: 'pro', focus })).weeklyReview).toBeUndefined();
  });
});

describe('bestHoursOf', () => {
  it('finds the two hours with the most focus, starting where the focus starts', () => {
    const hours = (entries: Record<number, number>) =>
      Array.from({ length: 24 }, (_, hour) => entries[hour] ?? 0);
    expect(bestHoursOf(hours({ 9: 50 }))).toEqual({ from: 9, to: 11 });
    expect(bestHoursOf(hours({ 14: 30, 15: 40, 9: 60 }))).toEqual({ from: 14, to: 16 });
    expect(bestHoursOf(hours({}))).toBeNull();
  });
});
