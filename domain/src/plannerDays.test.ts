// The date logic both sides share, on every day of the planner's table, with the clock set to
// that instant: what "today" is, the month grid around it, the timeline's groups, the next
// occurrence of a monthly task.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOfWeek, monthGrid, monthOf } from './calendarMonth';
import { addDays, daysInMonth, parseDay, todayIn } from './dates';
import { PLANNER_DAYS } from './plannerDays';
import { nextOccurrence } from './recurrence';
import { timelineGroupOf } from './timeline';

const task = (dueDate: string | null) => ({ dueDate, isCompleted: false, title: 't' });

describe.each(PLANNER_DAYS)('on $what ($day in $zone)', ({ at, zone, day }) => {
  afterEach(() => vi.useRealTimers());

  it('is that calendar day in the zone, whatever the machine clock says elsewhere', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    expect(todayIn(zone)).toBe(day);
  });

  it('has a Sunday-first month grid holding every day of the month once', () => {
    const month = monthOf(day);
    const weeks = monthGrid(month);
    const days = weeks.flat();
    expect(weeks.every((week) => week.length === 7 && dayOfWeek(week[0] ?? '') === 0)).toBe(true);
    const own = days.filter((cell) => monthOf(cell).month === month.month);
    expect(own).toHaveLength(daysInMonth(month.year, month.month));
    expect(new Set(days).size).toBe(days.length);
    expect(days).toContain(day);
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    expect(weeks.length).toBeLessThanOrEqual(6);
  });

  it("puts yesterday's, today's and tomorrow's tasks in their timeline groups", () => {
    expect(timelineGroupOf(task(addDays(day, -1)), day)).toBe('overdue');
    expect(timelineGroupOf(task(day), day)).toBe('today');
    expect(timelineGroupOf(task(addDays(day, 1)), day)).toBe('tomorrow');
    expect(timelineGroupOf(task(addDays(day, 7)), day)).toBe('thisWeek');
    expect(timelineGroupOf(task(addDays(day, 8)), day)).toBe('later');
  });

  it("moves a monthly task to the same day next month, or that month's last day", () => {
    const { year, month, day: dayOfMonth } = parseDay(day);
    const next = parseDay(nextOccurrence(day, 'FREQ=MONTHLY') ?? '');
    const nextMonth = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    expect(next).toEqual({
      ...nextMonth,
      day: Math.min(dayOfMonth, daysInMonth(nextMonth.year, nextMonth.month)),
    });
  });
});
