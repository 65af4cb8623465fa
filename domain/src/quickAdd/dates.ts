// Dates and times in plain words, read by chrono-node in the user's zone. chrono reads the
// words; which of them count, and what 'this week' and 'next week' mean, is decided here.
import * as chrono from 'chrono-node';
import { addDays, formatDay, parseDay } from '../dates';
import { wallTimeIn } from '../zonedTime';
import type { QuickAddPart } from './types';

export interface Today {
  day: string;
  /** Minutes since local midnight. */
  minute: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

/**
 * Today in the user's zone, and the reference chrono reads words against: the user's wall
 * clock given as the host's own local time. Told the user's zone instead, chrono compares some
 * dates in the host's zone, and a server in UTC or a browser in another zone read 'friday' on
 * the user's Friday a week off.
 */
export function todayOf(now: Date, timeZone: string): Today & { reference: Date } {
  const wall = wallTimeIn(now, timeZone);
  const { year, month, day } = parseDay(wall.day);
  return {
    day: wall.day,
    minute: Math.floor(wall.msOfDay / 60_000),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    reference: new Date(year, month - 1, day, 0, 0, 0, wall.msOfDay),
  };
}

export interface FoundDateTime {
  date: { day: string; part: QuickAddPart } | null;
  time: { clock: string; part: QuickAddPart } | null;
}

// Words chrono reads as dates that are far more often something else: 'sun cream', 'sat nav'.
const NOT_DATES = new Set(['sun', 'sat', 'now', 'second', 'a second', 'mar', 'may']);
const BARE_NUMBER = /^\d+(?:st|nd|rd|th)?$/i;
// The time inside a date-and-time match, so each gets a chip of its own.
export const TIME_WORDS =
  /(?:\b(?:at|@)\s*)?(?:\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?=\W|$)|\b\d{1,2}:\d{2}\b|\b(?:noon|midday|midnight)\b|\b(?:at|@)\s*\d{1,2}\b)/i;

const WEEK_WORDS = /\b(this|next)\s+week\b/i;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const CONNECTOR_BEFORE = /(?:^|\s)(?:at|on|by|@)\s+$/i;

/** The stretch, with a connector word right before it ('at noon', 'on friday'). */
function part(kind: 'date' | 'time', text: string, start: number, end: number): QuickAddPart {
  const connector = CONNECTOR_BEFORE.exec(text.slice(0, start));
  const from = connector
    ? connector.index + connector[0].length - connector[0].trimStart().length
    : start;
  return { kind, start: from, end, text: text.slice(from, end) };
}

/**
 * 'this week' is the week's last day and 'next week' the first day of the next week, with the
 * week starting on the user's day.
 */
function findWeekWords(text: string, today: Today, weekStart: number): FoundDateTime | null {
  const match = WEEK_WORDS.exec(text);
  if (!match) return null;
  const untilStart = (weekStart - today.weekday + 7) % 7 || 7;
  const day =
    (match[1] ?? '').toLowerCase() === 'next'
      ? addDays(today.day, untilStart)
      : addDays(today.day, untilStart - 1);
  return {
    date: { day, part: part('date', text, match.index, match.index + match[0].length) },
    time: null,
  };
}

/** The first date and the first time of the text (either may be missing). */
export function findDateTime(
  text: string,
  today: Today & { reference: Date },
  weekStart: number,
): FoundDateTime {
  const week = findWeekWords(text, today, weekStart);
  const searched = week?.date
    ? text.replace(WEEK_WORDS, (words) => ' '.repeat(words.length))
    : text;
  const results = chrono.casual.parse(searched, today.reference, { forwardDate: true });
  const found: FoundDateTime = { date: week?.date ?? null, time: null };
  for (const result of results) {
    const words = result.text.trim().toLowerCase();
    if (NOT_DATES.has(words) || BARE_NUMBER.test(words)) continue;
    const start = result.start;
    const hasDate = ['day', 'weekday', 'month'].some((unit) =>
      start.isCertain(unit as chrono.Component),
    );
    const hasTime = start.isCertain('hour');
    const end = result.index + result.text.length;
    const timeMatch = hasTime ? TIME_WORDS.exec(result.text) : null;
    if (hasTime && found.time === null) {
      const timeStart = timeMatch ? result.index + timeMatch.index : result.index;
      const timeEnd = timeMatch ? timeStart + timeMatch[0].length : end;
      found.time = {
        clock: `${pad(start.get('hour') ?? 0)}:${pad(start.get('minute') ?? 0)}`,
        part: part('time', text, timeStart, timeEnd),
      };
    }
    if (hasDate && found.date === null) {
      found.date = {
        day: dayOf(start),
        part: dateWithoutTime(text, result.index, end, found.time?.part),
      };
    }
    if (found.time !== null && found.date !== null) break;
  }
  return found;
}

function dayOf(components: chrono.ParsedComponents): string {
  return formatDay({
    year: components.get('year') ?? 0,
    month: components.get('month') ?? 0,
    day: components.get('day') ?? 0,
  });
}

/** The date's stretch of a match: the match without the time inside it, trimmed. */
function dateWithoutTime(
  text: string,
  start: number,
  end: number,
  time: QuickAddPart | undefined,
): QuickAddPart {
  let from = start;
  let to = end;
  if (time && time.start >= start && time.end <= end) {
    if (time.start - start >= end - time.end) to = time.start;
    else from = time.end;
  }
  while (from < to && /\s/.test(text[from] ?? '')) from += 1;
  while (to > from && /\s/.test(text[to - 1] ?? '')) to -= 1;
  return part('date', text, from, to);
}
