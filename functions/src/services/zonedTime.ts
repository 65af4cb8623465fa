// Wall-clock readings of instants in an IANA zone, and the instant a zone's day starts: what
// merging another calendar's events into a user's days needs.
import { formatDay } from '@pomoplan/domain';

const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

interface Reading {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function readingAt(ms: number, timeZone: string): Reading {
  const parts = formatter(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((found) => found.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The day (yyyy-MM-dd) and time (HH:mm) an instant reads as in a zone. */
export function localAt(ms: number, timeZone: string): { day: string; time: string } {
  const reading = readingAt(ms, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { day: formatDay(reading), time: `${pad(reading.hour)}:${pad(reading.minute)}` };
}

function offsetMs(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const r = readingAt(whole, timeZone);
  return Date.UTC(r.year, r.month - 1, r.day, r.hour, r.minute, r.second) - whole;
}

/** The instant a day starts in a zone (the first instant of the day where midnight is skipped). */
export function startOfDay(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date);
  const first = guess - offsetMs(guess, timeZone);
  const instant = guess - offsetMs(first, timeZone);
  // Where the zone skips midnight (DST at 00:00), that reading lies on the previous day: the
  // day then starts an hour later, at 01:00.
  return localAt(instant, timeZone).day === day ? instant : instant + HOUR_MS;
}
