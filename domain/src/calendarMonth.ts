// The calendar's month grid: weeks start on Sunday. Pure calendar-day
// arithmetic on 'yyyy-MM-dd' strings, so the grid is the same in every time zone.

import { addDays, daysInMonth, diffDays, formatDay, parseDay } from './dates';

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Nov': the month a day of a neighbouring month is marked with in the grid. */
export function shortMonthName(day: string): string {
  return MONTH_NAMES[parseDay(day).month - 1]?.slice(0, 3) ?? '';
}

/** A day cell shows this many events, then '+N more'. */
export const CALENDAR_EVENTS_PER_DAY = 4;

export interface CalendarMonth {
  year: number;
  /** 1 to 12 */
  month: number;
}

// 1970-01-04 was a Sunday.
const A_SUNDAY = '1970-01-04';

/** 0 (Sunday) to 6 (Saturday). */
export function dayOfWeek(day: string): number {
  return ((diffDays(A_SUNDAY, day) % 7) + 7) % 7;
}

export function monthOf(day: string): CalendarMonth {
  const { year, month } = parseDay(day);
  return { year, month };
}

/** The month `delta` months after `value` (negative goes back). */
export function shiftMonth(value: CalendarMonth, delta: number): CalendarMonth {
  const index = value.year * 12 + (value.month - 1) + delta;
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

/** 'November 2026'. */
export function monthTitle({ year, month }: CalendarMonth): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Month ${month} is not between 1 and 12`);
  return `${name} ${year}`;
}

/** 'Thursday, November 5, 2026': a day cell's accessible name. */
export function longDayLabel(day: string): string {
  const { year, month, day: dayOfMonth } = parseDay(day);
  return `${WEEKDAY_NAMES[dayOfWeek(day)]}, ${MONTH_NAMES[month - 1]} ${dayOfMonth}, ${year}`;
}

/**
 * The first and last day of the grid: from the Sunday on or before the 1st to the Saturday on
 * or after the last day. Also the date range the calendar loads events for.
 */
export function gridRange({ year, month }: CalendarMonth): { start: string; end: string } {
  const first = formatDay({ year, month, day: 1 });
  const last = formatDay({ year, month, day: daysInMonth(year, month) });
  return { start: addDays(first, -dayOfWeek(first)), end: addDays(last, 6 - dayOfWeek(last)) };
}

/**
 * The weeks shown for a month, Sunday first: 4 to 6 rows of 7 days; the first and last rows
 * may hold days of the neighbouring months.
 */
export function monthGrid(value: CalendarMonth): string[][] {
  const { start, end } = gridRange(value);
  const weeks: string[][] = [];
  for (let weekStart = start; weekStart <= end; weekStart = addDays(weekStart, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(weekStart, offset)));
  }
  return weeks;
}

/** Events grouped by their day, keeping the input order within a day. */
export function eventsByDay<E extends { day: string }>(events: readonly E[]): Map<string, E[]> {
  const byDay = new Map<string, E[]>();
  for (const event of events) {
    const list = byDay.get(event.day);
    if (list) list.push(event);
    else byDay.set(event.day, [event]);
  }
  return byDay;
}

/** What one day cell shows: the first `max` events, and how many more hide behind '+N more'. */
export function visibleEvents<E>(
  events: readonly E[],
  max: number = CALENDAR_EVENTS_PER_DAY,
): { shown: E[]; more: number } {
  return { shown: events.slice(0, max), more: Math.max(0, events.length - max) };
}
