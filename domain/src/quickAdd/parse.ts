// Quick add: one line of plain words into a task's fields. Pure and deterministic: the moment,
// the zone and the week start come from the caller, so the web app and the API read a phrase
// alike and tests can fix them.
import * as chrono from 'chrono-node';
import { addDays, addMonths, daysInMonth, formatDay, parseDay } from '../dates';
import { ESTIMATED_POMODOROS_RANGE, isWholeNumberIn } from '../numberRange';
import { findDateTime, TIME_WORDS, todayOf, type Today } from './dates';
import { findRepeat, findUntilWord } from './repeat';
import { findTag } from './tags';
import { blank, withoutRanges } from './text';
import type {
  QuickAddContext,
  QuickAddPart,
  QuickAddPartKind,
  QuickAddRepeat,
  QuickAddResult,
} from './types';

const ESTIMATE = /(?<=^|\s)~(\d{1,2})(?=$|[\s.,;!?])/;
const REMINDER =
  /\bremind(?:\s+me)?\s+(\d{1,3})\s*(m|mins?|minutes?|h|hrs?|hours?|d|days?)\s+(?:before|earlier)\b/i;
const MINUTES_PER_UNIT: Readonly<Record<string, number>> = { m: 1, h: 60, d: 1440 };

function partOf(kind: QuickAddPartKind, text: string, match: RegExpExecArray): QuickAddPart {
  const end = match.index + match[0].length;
  return { kind, start: match.index, end, text: text.slice(match.index, end) };
}

function findEstimate(text: string): { value: number; part: QuickAddPart } | null {
  const match = ESTIMATE.exec(text);
  const value = Number(match?.[1]);
  if (!match || !isWholeNumberIn(value, ESTIMATED_POMODOROS_RANGE)) return null;
  return { value, part: partOf('estimate', text, match) };
}

function findReminder(text: string): { minutes: number; part: QuickAddPart } | null {
  const match = REMINDER.exec(text);
  if (!match) return null;
  const unit = MINUTES_PER_UNIT[(match[2] ?? 'm').charAt(0).toLowerCase()] ?? 1;
  return { minutes: Number(match[1]) * unit, part: partOf('reminder', text, match) };
}

/** 'until Dec 31': the day chrono reads right after 'until', or null. */
function findUntil(
  text: string,
  reference: Date,
): { day: string; start: number; end: number } | null {
  const word = findUntilWord(text);
  if (!word) return null;
  const [result] = chrono.casual.parse(text.slice(word.after), reference, { forwardDate: true });
  if (!result || result.index !== 0 || !result.start.isCertain('day')) return null;
  const day = formatDay({
    year: result.start.get('year') ?? 0,
    month: result.start.get('month') ?? 0,
    day: result.start.get('day') ?? 0,
  });
  // 'until Dec 31 6pm': the time is the task's, not the end's.
  const time = result.start.isCertain('hour') ? TIME_WORDS.exec(result.text) : null;
  const length = time ? result.text.slice(0, time.index).trimEnd().length : result.text.length;
  return { day, start: word.start, end: word.after + length };
}

/** The day `weekday` next falls on, today included. */
function nextWeekday(today: Today, weekday: number): string {
  return addDays(today.day, (weekday - today.weekday + 7) % 7);
}

/** Day `monthDay` of this month if still ahead, else of the next; short months end early. */
function nextMonthDay(today: string, monthDay: number): string {
  const { year, month } = parseDay(today);
  const thisMonth = formatDay({ year, month, day: Math.min(monthDay, daysInMonth(year, month)) });
  if (thisMonth >= today) return thisMonth;
  const next = parseDay(addMonths(formatDay({ year, month, day: 1 }), 1));
  return formatDay({ ...next, day: Math.min(monthDay, daysInMonth(next.year, next.month)) });
}

/** The first day of each series the repeat makes when the text names no date. */
function seriesStarts(repeat: QuickAddRepeat, today: Today): string[] {
  if (repeat.weekdays.length > 0) {
    return repeat.weekdays.map((weekday) => nextWeekday(today, weekday)).sort();
  }
  if (repeat.monthDay !== null) return [nextMonthDay(today.day, repeat.monthDay)];
  return [today.day];
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function parseQuickAdd(text: string, context: QuickAddContext): QuickAddResult {
  const ignore = new Set<QuickAddPartKind>(context.ignore ?? []);
  const today = todayOf(context.now, context.timeZone);
  const parts: QuickAddPart[] = [];
  let rest = text;
  const take = (part: QuickAddPart) => {
    parts.push(part);
    rest = blank(rest, part.start, part.end);
  };

  const tag = ignore.has('tag') ? null : findTag(rest, context.names);
  if (tag) take(tag.part);
  const estimate = ignore.has('estimate') ? null : findEstimate(rest);
  if (estimate) take(estimate.part);
  const reminder = ignore.has('reminder') ? null : findReminder(rest);
  if (reminder) rest = blank(rest, reminder.part.start, reminder.part.end);

  let repeat: QuickAddRepeat | null = null;
  const foundRepeat = ignore.has('repeat') ? null : findRepeat(rest);
  if (foundRepeat) {
    rest = blank(rest, foundRepeat.start, foundRepeat.end);
    const until = findUntil(rest, today.reference);
    if (until) rest = blank(rest, until.start, until.end);
    repeat = { ...foundRepeat.repeat, until: until?.day ?? null };
    parts.push({
      kind: 'repeat',
      start: foundRepeat.start,
      end: foundRepeat.end,
      text: text.slice(foundRepeat.start, foundRepeat.end),
    });
    if (until) {
      parts.push({
        kind: 'repeat',
        start: until.start,
        end: until.end,
        text: text.slice(until.start, until.end),
      });
    }
  }

  const found = findDateTime(rest, today, context.weekStart);
  const date = ignore.has('date') ? null : found.date;
  const time = ignore.has('time') ? null : found.time;
  if (date) take(date.part);
  if (time) take(time.part);
  // A reminder 'before' needs a time to count back from.
  if (reminder && time) parts.push(reminder.part);

  let dueDates: string[] = [];
  if (repeat && repeat.weekdays.length > 1) dueDates = seriesStarts(repeat, today);
  else if (date) dueDates = [date.day];
  else if (repeat) dueDates = seriesStarts(repeat, today);
  else if (time) {
    dueDates = [minutesOf(time.clock) > today.minute ? today.day : addDays(today.day, 1)];
  }

  parts.sort((a, b) => a.start - b.start);
  return {
    title: withoutRanges(text, parts),
    parts,
    dueDate: dueDates[0] ?? null,
    dueDates,
    time: time?.clock ?? null,
    repeat,
    tag: tag?.tag ?? null,
    estimate: estimate?.value ?? null,
    remindBefore: reminder && time ? reminder.minutes : null,
  };
}
