import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './parse';
import { quickAddTasks } from './tasks';
import { suggestNames, tagPrefixAt } from './tags';
import { parseQuickTodo } from './todo';
import type { QuickAddContext } from './types';

// Thursday 26 November 2026, 11:30 in Berlin.
const CONTEXT: QuickAddContext = {
  now: new Date('2026-11-26T10:30:00Z'),
  timeZone: 'Europe/Berlin',
  weekStart: 1,
  names: [
    { id: 'work', name: 'Work' },
    { id: 'cafe', name: 'Café' },
  ],
};
const PHRASE = 'Write report friday 9am every week #Work ~4';

describe('undoing a part', () => {
  it('leaves its words in the title and drops its field', () => {
    const result = parseQuickAdd(PHRASE, { ...CONTEXT, ignore: ['tag'] });
    expect(result.title).toBe('Write report #Work');
    expect(result.tag).toBeNull();
    expect(result.estimate).toBe(4);
  });

  it('keeps the time of an undone date, on its next occurrence', () => {
    const result = parseQuickAdd(PHRASE, { ...CONTEXT, ignore: ['date'] });
    expect(result).toMatchObject({ title: 'Write report friday', time: '09:00' });
    expect(result.dueDate).toBe('2026-11-26');
  });

  it('keeps the date of an undone time', () => {
    const result = parseQuickAdd(PHRASE, { ...CONTEXT, ignore: ['time', 'repeat'] });
    expect(result).toMatchObject({ title: 'Write report 9am every week', time: null });
    expect(result.dueDate).toBe('2026-11-27');
    expect(result.repeat).toBeNull();
  });
});

describe("the user's zone and week", () => {
  it('counts today in the given zone', () => {
    // 10:30 UTC is already Friday 00:30 in Kiritimati (UTC+14).
    const result = parseQuickAdd('Call tomorrow', { ...CONTEXT, timeZone: 'Pacific/Kiritimati' });
    expect(result.dueDate).toBe('2026-11-28');
  });

  it('reads a weekday alike on a server or a device in any other zone', () => {
    // 11:10 UTC on Thursday is Friday 00:10 in Auckland: 'friday 9am' is this morning there.
    const inAuckland = {
      ...CONTEXT,
      now: new Date('2026-11-26T11:10:00Z'),
      timeZone: 'Pacific/Auckland',
    };
    // The host's zone is Node's TZ, read again at each change (domain has no Node types).
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
      .process.env;
    const hostZone = env.TZ;
    try {
      for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Europe/Berlin']) {
        env.TZ = zone;
        expect(parseQuickAdd('Write report friday 9am', inAuckland).dueDate, zone).toBe(
          '2026-11-27',
        );
        expect(parseQuickAdd('Standup thursday', inAuckland).dueDate, zone).toBe('2026-12-03');
        expect(parseQuickAdd('Gym every friday until Dec 31', inAuckland).repeat?.until, zone).toBe(
          '2026-12-31',
        );
      }
    } finally {
      if (hostZone === undefined) delete env.TZ;
      else env.TZ = hostZone;
    }
  });

  it('starts "next week" on the user\'s first day of the week', () => {
    expect(parseQuickAdd('Plan next week', CONTEXT).dueDate).toBe('2026-11-30');
    expect(parseQuickAdd('Plan next week', { ...CONTEXT, weekStart: 0 }).dueDate).toBe(
      '2026-11-29',
    );
    expect(parseQuickAdd('Plan this week', { ...CONTEXT, weekStart: 0 }).dueDate).toBe(
      '2026-11-28',
    );
  });
});

describe('quickAddTasks', () => {
  it('makes the task of the issue: Friday 09:00 Berlin, weekly, 4 pomodoros', () => {
    const [task, ...others] = quickAddTasks(
      parseQuickAdd(PHRASE, CONTEXT),
      'work',
      'Europe/Berlin',
    );
    expect(others).toEqual([]);
    expect(task).toEqual({
      title: 'Write report',
      projectId: 'work',
      estimatedPomodoros: 4,
      dueDate: '2026-11-27',
      reminderEnabled: true,
      reminderDateTime: new Date('2026-11-27T08:00:00Z'),
      reminderTimeZone: 'Europe/Berlin',
      recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
    });
  });

  it('counts a reminder back from the time', () => {
    const [task] = quickAddTasks(
      parseQuickAdd('Call Ana tomorrow 6pm remind 15m before', CONTEXT),
      'p',
      'Europe/Berlin',
    );
    expect(task?.reminderDateTime).toEqual(new Date('2026-11-27T16:45:00Z'));
  });

  it('makes one weekly task per named day, each with the end day', () => {
    const tasks = quickAddTasks(
      parseQuickAdd('Gym every Monday and Thursday until Dec 31', CONTEXT),
      'p',
      'Europe/Berlin',
    );
    expect(tasks.map((task) => [task.dueDate, task.recurrenceRule])).toEqual([
      ['2026-11-26', 'FREQ=WEEKLY;INTERVAL=1;UNTIL=20261231T235959Z'],
      ['2026-11-30', 'FREQ=WEEKLY;INTERVAL=1;UNTIL=20261231T235959Z'],
    ]);
  });

  it('makes one task without a date or reminder from plain words', () => {
    expect(quickAddTasks(parseQuickAdd('Buy 3 eggs', CONTEXT), 'p', 'UTC')).toEqual([
      {
        title: 'Buy 3 eggs',
        projectId: 'p',
        dueDate: null,
        reminderEnabled: false,
        reminderDateTime: null,
        reminderTimeZone: null,
        recurrenceRule: null,
      },
    ]);
  });
});

describe('parseQuickTodo', () => {
  const goals = [{ id: 'g1', name: 'Health' }];
  it.each([
    ['Run today #health', 'Run', 'today', 'g1'],
    ['Run tomorrow', 'Run', 'tomorrow', null],
    ['Run this week', 'Run', 'anytime', null],
    ['Run #Fitness', 'Run', null, '+Fitness'],
    ['Buy 3 eggs', 'Buy 3 eggs', null, null],
  ])('reads "%s"', (phrase, text, dueType, goal) => {
    const result = parseQuickTodo(phrase, { names: goals });
    expect(result.text).toBe(text);
    expect(result.dueType).toBe(dueType);
    expect(result.goal?.match?.id ?? (result.goal ? `+${result.goal.name}` : null)).toBe(goal);
  });
});

describe('suggestions for #', () => {
  it('offers the names the typed prefix starts, then contains, ignoring case and accents', () => {
    const names = [
      { id: '1', name: 'Work' },
      { id: '2', name: 'Homework' },
      { id: '3', name: 'Café' },
    ];
    expect(suggestNames('wo', names).map((item) => item.name)).toEqual(['Work', 'Homework']);
    expect(suggestNames('CAFE', names).map((item) => item.name)).toEqual(['Café']);
    expect(tagPrefixAt('Plan #wo', 8)).toEqual({ start: 5, prefix: 'wo' });
    expect(tagPrefixAt('Plan #1', 7)).toEqual({ start: 5, prefix: '1' });
    expect(tagPrefixAt('Plan', 4)).toBeNull();
  });
});
