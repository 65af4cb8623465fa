// Wall-clock time in an IANA time zone, to and from instants. A reminder repeats at the same
// local time of day, so stepping a series is done on the local calendar day, never by adding
// 24 hours (which would move it by an hour across a DST change).
import { formatDay, parseDay } from './dates';

export interface WallTime {
  /** 'yyyy-MM-dd' in the zone. */
  day: string;
  /** Milliseconds since local midnight (0 to 86_399_999). */
  msOfDay: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
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
    formats.set(timeZone, format);
  }
  return format;
}

/** A time of day as a 24-hour clock shows it: 'HH:mm' (seconds dropped). */
export function clockOf(msOfDay: number): string {
  const minutes = Math.floor(msOfDay / 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The local day and time of day of `instant` in `timeZone`. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts = formatFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const ms = ((instant.getTime() % 1000) + 1000) % 1000;
  return {
    day: formatDay({ year: part('year'), month: part('month'), day: part('day') }),
    msOfDay: ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + ms,
  };
}

/** Offset of the zone from UTC at `instant`, in milliseconds (Berlin in winter: +3_600_000). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTimeIn(new Date(instant), timeZone);
  const { year, month, day } = parseDay(wall.day);
  return Date.UTC(year, month - 1, day) + wall.msOfDay - instant;
}

/**
 * The instant at which the clocks of `timeZone` show `wall`. A time skipped by a DST change
 * (02:30 on a spring-forward night) is the same distance past the gap (03:30); a time that
 * happens twice (the autumn night) is its first occurrence.
 */
export function instantAt(wall: WallTime, timeZone: string): Date {
  const { year, month, day } = parseDay(wall.day);
  const asUtc = Date.UTC(year, month - 1, day) + wall.msOfDay;
  // Try the offsets in force a day either side: one of them is the answer unless the wall
  // time falls into a gap.
  const candidates = [
    offsetAt(asUtc - 86_400_000, timeZone),
    offsetAt(asUtc + 86_400_000, timeZone),
  ]
    .map((offset) => asUtc - offset)
    .filter((instant) => offsetAt(instant, timeZone) === asUtc - instant)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);
  // In a gap: the offset before the change, applied to the requested wall time, lands after it.
  return new Date(asUtc - offsetAt(asUtc - 86_400_000, timeZone));
}
