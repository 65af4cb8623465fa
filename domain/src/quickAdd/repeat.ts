// Repeats in plain words, mapped onto the app's recurrence (FREQ, INTERVAL, UNTIL). A series on
// named days ('every Monday and Thursday', 'every weekday') becomes one weekly series per day,
// since a rule holds one frequency and no list of days.
import { isWholeNumberIn, RECURRENCE_INTERVAL_RANGE } from '../numberRange';
import type { RecurrenceFrequency } from '../recurrence';
import type { QuickAddRepeat } from './types';

const DAY_NAMES =
  'monday|mon|tuesday|tues|tue|wednesday|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat|sunday|sun';
const DAY = `(?:${DAY_NAMES})s?`;
const DAY_LIST = `${DAY}(?:\\s*(?:,\\s*and|,|and|&)\\s*${DAY})*`;
const COUNT = '(\\d{1,3}|other)';
const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)';

const WEEKDAY_PREFIXES = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const WORKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 0];

const UNIT_FREQ: Readonly<Record<string, RecurrenceFrequency>> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
  year: 'YEARLY',
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
  annually: 'YEARLY',
};

function weekdaysIn(list: string): number[] {
  const days = list
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '' && word !== 'and')
    .map((word) => WEEKDAY_PREFIXES.indexOf(word.slice(0, 2)));
  return [...new Set(days)].filter((day) => day >= 0);
}

function intervalOf(count: string | undefined): number | null {
  if (count === undefined) return 1;
  const value = count.toLowerCase() === 'other' ? 2 : Number(count);
  return isWholeNumberIn(value, RECURRENCE_INTERVAL_RANGE) ? value : null;
}

interface Pattern {
  regex: RegExp;
  read: (match: RegExpExecArray) => Omit<QuickAddRepeat, 'until'> | null;
}

const repeat = (
  freq: RecurrenceFrequency,
  interval: number | null,
  weekdays: number[] = [],
  monthDay: number | null = null,
): Omit<QuickAddRepeat, 'until'> | null =>
  interval === null ? null : { freq, interval, weekdays, monthDay };

const PATTERNS: Pattern[] = [
  {
    regex: /\bevery\s+(?:weekday|workday|work\s+day)s?\b/i,
    read: () => repeat('WEEKLY', 1, WORKDAYS),
  },
  { regex: /\bevery\s+weekend\b/i, read: () => repeat('WEEKLY', 1, WEEKEND) },
  {
    regex: new RegExp(`\\bevery\\s+(?:${COUNT}\\s+)?weeks?\\s+on\\s+(${DAY_LIST})\\b`, 'i'),
    read: (m) => repeat('WEEKLY', intervalOf(m[1]), weekdaysIn(m[2] ?? '')),
  },
  {
    regex: new RegExp(`\\bevery\\s+(?:${COUNT}\\s+)?months?\\s+on\\s+the\\s+${ORDINAL}\\b`, 'i'),
    read: (m) => monthly(intervalOf(m[1]), Number(m[2])),
  },
  {
    regex: new RegExp(`\\b(?:every|each)\\s+${ORDINAL}(?:\\s+of\\s+the\\s+month)?\\b`, 'i'),
    read: (m) => monthly(1, Number(m[1])),
  },
  {
    regex: new RegExp(`\\bevery\\s+(?:(other)\\s+)?(${DAY_LIST})\\b`, 'i'),
    read: (m) => repeat('WEEKLY', intervalOf(m[1]), weekdaysIn(m[2] ?? '')),
  },
  {
    regex: new RegExp(`\\bevery\\s+(?:${COUNT}\\s+)?(day|week|month|year)s?\\b`, 'i'),
    read: (m) => repeat(UNIT_FREQ[(m[2] ?? '').toLowerCase()] ?? 'DAILY', intervalOf(m[1])),
  },
  {
    // 'Plan the weekly review' describes the review: before a plain word it is no repeat.
    regex: /\b(daily|weekly|monthly|yearly|annually)\b(?!\s+(?!until\b)\p{L})/iu,
    read: (m) => repeat(UNIT_FREQ[(m[1] ?? '').toLowerCase()] ?? 'DAILY', 1),
  },
];

function monthly(interval: number | null, day: number): Omit<QuickAddRepeat, 'until'> | null {
  return day >= 1 && day <= 31 ? repeat('MONTHLY', interval, [], day) : null;
}

export interface FoundRepeat {
  repeat: Omit<QuickAddRepeat, 'until'>;
  start: number;
  end: number;
}

/** The first repeat phrase of the text (the earliest one any pattern finds), or null. */
export function findRepeat(text: string): FoundRepeat | null {
  let found: FoundRepeat | null = null;
  for (const { regex, read } of PATTERNS) {
    const match = regex.exec(text);
    if (!match) continue;
    const value = read(match);
    if (value === null || (found !== null && found.start <= match.index)) continue;
    found = { repeat: value, start: match.index, end: match.index + match[0].length };
  }
  return found;
}

/** Where 'until' starts in the text, with the text after it, or null. */
export function findUntilWord(text: string): { start: number; after: number } | null {
  const match = /\buntil\s+/i.exec(text);
  return match ? { start: match.index, after: match.index + match[0].length } : null;
}
