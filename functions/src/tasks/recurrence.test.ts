import type { Task } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { nextOccurrenceOf, occurrenceId } from './recurrence';

const task: Task = {
  id: 'abc',
  title: 'Water plants',
  description: 'Balcony',
  projectId: 'p1',
  estimatedPomodoros: 2,
  pomodoroLength: 25,
  dueDate: '2026-01-31',
  reminderDateTime: new Date('2026-01-31T08:00:00Z'),
  reminderEnabled: true,
  reminderTimeZone: 'Europe/Berlin',
  recurrenceRule: 'FREQ=MONTHLY;INTERVAL=1',
  parentTaskId: null,
  isCompleted: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

describe('occurrenceId', () => {
  it('keys the series by its root id and the due date', () => {
    expect(occurrenceId('abc', '2026-02-28')).toBe('abc-2026-02-28');
    expect(occurrenceId('abc-2026-02-28', '2026-03-28')).toBe('abc-2026-03-28');
  });
});

describe('nextOccurrenceOf', () => {
  it('copies the task, open, due on the next day of the series, reminder moved along', () => {
    expect(nextOccurrenceOf(task)).toEqual({
      id: 'abc-2026-02-28',
      fields: {
        title: 'Water plants',
        description: 'Balcony',
        projectId: 'p1',
        estimatedPomodoros: 2,
        pomodoroLength: 25,
        dueDate: '2026-02-28',
        reminderDateTime: new Date('2026-02-28T08:00:00Z'),
        reminderEnabled: true,
        reminderTimeZone: 'Europe/Berlin',
        recurrenceRule: 'FREQ=MONTHLY;INTERVAL=1',
        parentTaskId: null,
        isCompleted: false,
      },
    });
  });

  it('gives nothing without a rule, without a due date, or past UNTIL', () => {
    expect(nextOccurrenceOf({ ...task, recurrenceRule: null })).toBeNull();
    expect(nextOccurrenceOf({ ...task, dueDate: null })).toBeNull();
    expect(
      nextOccurrenceOf({ ...task, recurrenceRule: 'FREQ=DAILY;UNTIL=20260131T235959Z' }),
    ).toBeNull();
    expect(
      nextOccurrenceOf({ ...task, recurrenceRule: 'FREQ=DAILY;UNTIL=20260201' })?.fields.dueDate,
    ).toBe('2026-02-01');
  });

  it('keeps a missing reminder missing', () => {
    expect(
      nextOccurrenceOf({ ...task, reminderDateTime: null })?.fields.reminderDateTime,
    ).toBeNull();
  });
});
