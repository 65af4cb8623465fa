import { describe, expect, it } from 'vitest';
import { todayIn } from './dates';
import { taskStatus } from './taskStatus';

const open = (dueDate: string | null) => ({ isCompleted: false, dueDate });
const done = (dueDate: string | null) => ({ isCompleted: true, dueDate });

describe('taskStatus', () => {
  const today = '2026-11-05';

  it('is Completed for a completed task whatever its due date', () => {
    for (const dueDate of ['2026-11-04', '2026-11-05', '2026-11-06', null]) {
      expect(taskStatus(done(dueDate), today, 'pane').label).toBe('Completed');
      expect(taskStatus(done(dueDate), today, 'timeline').label).toBe('Completed');
    }
  });

  it('is Overdue the day before today, Due Today today, Scheduled from tomorrow on', () => {
    expect(taskStatus(open('2026-11-04'), today, 'pane')).toEqual({
      kind: 'overdue',
      label: 'Overdue',
    });
    expect(taskStatus(open('2026-11-05'), today, 'pane')).toEqual({
      kind: 'dueToday',
      label: 'Due Today',
    });
    expect(taskStatus(open('2026-11-06'), today, 'pane')).toEqual({
      kind: 'scheduled',
      label: 'Scheduled',
    });
    expect(taskStatus(open('2030-01-01'), today, 'timeline').label).toBe('Scheduled');
    expect(taskStatus(open('1999-12-31'), today, 'timeline').label).toBe('Overdue');
  });

  it('calls a task with no due date Unplanned in the pane and Someday on the timeline', () => {
    expect(taskStatus(open(null), today, 'pane')).toEqual({ kind: 'undated', label: 'Unplanned' });
    expect(taskStatus(open(null), today, 'timeline')).toEqual({
      kind: 'undated',
      label: 'Someday',
    });
  });

  it('crosses month and year ends by calendar day', () => {
    expect(taskStatus(open('2026-12-31'), '2027-01-01', 'pane').label).toBe('Overdue');
    expect(taskStatus(open('2027-01-01'), '2026-12-31', 'pane').label).toBe('Scheduled');
    expect(taskStatus(open('2026-04-30'), '2026-05-01', 'pane').label).toBe('Overdue');
  });

  it('handles the leap day 2028-02-29', () => {
    expect(taskStatus(open('2028-02-29'), '2028-02-28', 'pane').label).toBe('Scheduled');
    expect(taskStatus(open('2028-02-29'), '2028-02-29', 'pane').label).toBe('Due Today');
    expect(taskStatus(open('2028-02-29'), '2028-03-01', 'pane').label).toBe('Overdue');
  });

  it("follows the user's day, not UTC's, where the two differ", () => {
    // 23:30 UTC on Nov 5 is already Nov 6 in Auckland (UTC+13) and still Nov 5 in Los Angeles.
    const now = new Date('2026-11-05T23:30:00Z');
    const task = open('2026-11-05');
    expect(taskStatus(task, todayIn('Pacific/Auckland', now), 'pane').label).toBe('Overdue');
    expect(taskStatus(task, todayIn('UTC', now), 'pane').label).toBe('Due Today');
    expect(taskStatus(task, todayIn('America/Los_Angeles', now), 'pane').label).toBe('Due Today');
  });

  it('refuses a malformed due date instead of guessing', () => {
    expect(() => taskStatus(open('2026-11-5'), today, 'pane')).toThrow(RangeError);
  });
});
