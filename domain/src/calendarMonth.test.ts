import { describe, expect, it } from 'vitest';
import {
  dayOfWeek,
  eventsByDay,
  gridRange,
  longDayLabel,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  visibleEvents,
  WEEKDAY_LABELS,
} from './calendarMonth';

describe('dayOfWeek', () => {
  it('numbers Sunday 0 to Saturday 6', () => {
    expect(dayOfWeek('2026-11-01')).toBe(0); // a Sunday
    expect(dayOfWeek('2026-11-05')).toBe(4);
    expect(dayOfWeek('2026-11-07')).toBe(6);
    expect(dayOfWeek('2028-02-29')).toBe(2);
    expect(dayOfWeek('1969-12-31')).toBe(3); // before the epoch
  });
});

describe('monthGrid', () => {
  it('starts every week on Sunday and heads the columns Sun to Sat', () => {
    expect(WEEKDAY_LABELS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    for (const week of monthGrid({ year: 2026, month: 11 })) {
      expect(week).toHaveLength(7);
      expect(dayOfWeek(week[0] ?? '')).toBe(0);
    }
  });

  it('fills a month starting on Sunday from its 1st (November 2026: 5 weeks)', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks[4]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('pads with the previous month and spans 6 weeks when needed (May 2026)', () => {
    const weeks = monthGrid({ year: 2026, month: 5 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      '2026-04-26',
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
    ]);
    expect(weeks[5]?.[0]).toBe('2026-05-31');
    expect(weeks[5]?.[6]).toBe('2026-06-06');
  });

  it('is exactly 4 weeks for a 28-day February starting on Sunday (2026)', () => {
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-02-01');
    expect(weeks[3]?.[6]).toBe('2026-02-28');
  });

  it('includes the leap day of February 2028', () => {
    const days = monthGrid({ year: 2028, month: 2 }).flat();
    expect(days).toContain('2028-02-29');
    expect(days[0]).toBe('2028-01-30');
    expect(days[days.length - 1]).toBe('2028-03-04');
    expect(new Set(days).size).toBe(days.length);
  });

  it('crosses a year end (December 2026)', () => {
    expect(gridRange({ year: 2026, month: 12 })).toEqual({
      start: '2026-11-29',
      end: '2027-01-02',
    });
  });
});

describe('month navigation and title', () => {
  it('moves across year ends both ways', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 11 }, 0)).toEqual({ year: 2026, month: 11 });
    expect(shiftMonth({ year: 2026, month: 11 }, -23)).toEqual({ year: 2024, month: 12 });
  });

  it('titles a month "November 2026"', () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe('November 2026');
    expect(monthTitle(monthOf('2028-02-29'))).toBe('February 2028');
    expect(() => monthTitle({ year: 2026, month: 13 })).toThrow(RangeError);
  });
});

describe('longDayLabel', () => {
  it('names a day in words', () => {
    expect(longDayLabel('2026-11-05')).toBe('Thursday, November 5, 2026');
    expect(longDayLabel('2028-02-29')).toBe('Tuesday, February 29, 2028');
    expect(longDayLabel('2026-11-01')).toBe('Sunday, November 1, 2026');
  });
});

describe('day cells', () => {
  const event = (id: string, day: string) => ({ id, day });

  it('groups events by day, keeping their order', () => {
    const byDay = eventsByDay([
      event('a', '2026-11-05'),
      event('b', '2026-11-06'),
      event('c', '2026-11-05'),
    ]);
    expect(byDay.get('2026-11-05')?.map((e) => e.id)).toEqual(['a', 'c']);
    expect(byDay.get('2026-11-06')?.map((e) => e.id)).toEqual(['b']);
    expect(byDay.get('2026-11-07')).toBeUndefined();
  });

  it('shows up to 4 events, then counts the rest for "+N more"', () => {
    const five = ['1', '2', '3', '4', '5'];
    expect(visibleEvents(five)).toEqual({ shown: ['1', '2', '3', '4'], more: 1 });
    expect(visibleEvents(five.slice(0, 4))).toEqual({ shown: ['1', '2', '3', '4'], more: 0 });
    expect(visibleEvents([])).toEqual({ shown: [], more: 0 });
    expect(visibleEvents([...five, '6', '7']).more).toBe(3);
  });
});
