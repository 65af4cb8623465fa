// Times as a person says them, on the reader's clock: 'Today, 2:28 PM', 'Tomorrow',
// 'Wed, Nov 25', 'in 10 min', '5 min ago'. The bell, the reminder mail and push, and the task
// rows all read times this way, so one reminder reads the same wherever it shows.
import { diffDays } from './dates';
import { wallTimeIn } from './zonedTime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** '2:28 PM' on the clock of `timeZone`. */
export function clockText(at: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    clockFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * A calendar day named from `today`: 'Today', 'Tomorrow', 'Yesterday', else 'Wed, Nov 25'
 * (with the year when it is not this year's).
 */
export function dayText(day: string, today: string): string {
  const distance = diffDays(today, day);
  if (distance === 0) return 'Today';
  if (distance === 1) return 'Tomorrow';
  if (distance === -1) return 'Yesterday';
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const noonUtc = new Date(Date.UTC(year, month - 1, date, 12));
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return noonUtc.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** 'Today, 2:28 PM': the day from `now` and the time, both on the clock of `timeZone`. */
export function dayAndTimeText(at: Date, now: Date, timeZone: string): string {
  const day = dayText(wallTimeIn(at, timeZone).day, wallTimeIn(now, timeZone).day);
  return `${day}, ${clockText(at, timeZone)}`;
}

/** How far `at` lies from `now`: 'just now', 'in 10 min', '5 min ago', 'in 3 h', '2 days ago'. */
export function relativeTimeText(at: Date, now: Date): string {
  const distance = at.getTime() - now.getTime();
  if (Math.abs(distance) < MINUTE) return 'just now';
  // To the nearest minute first: a time read a moment after it was set ('in 1 h', not 'in 59 min').
  const size = Math.round(Math.abs(distance) / MINUTE) * MINUTE;
  const amount =
    size < HOUR
      ? `${Math.floor(size / MINUTE)} min`
      : size < DAY
        ? `${Math.floor(size / HOUR)} h`
        : plural(Math.floor(size / DAY), 'day');
  return distance > 0 ? `in ${amount}` : `${amount} ago`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
