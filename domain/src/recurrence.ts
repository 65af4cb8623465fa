// The task recurrence rule, an iCalendar-like subset: FREQ, INTERVAL and an optional UNTIL.
// Every reader and writer of Task.recurrenceRule goes through this module so that the edit
// form, the API, the security-rule tests and the "complete a recurring task" logic agree.

import { addDays, daysInMonth, formatDay, isValidDay, parseDay } from './dates';
import { isWholeNumberIn, RECURRENCE_INTERVAL_RANGE } from './numberRange';

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const MIN_RECURRENCE_INTERVAL = RECURRENCE_INTERVAL_RANGE.min;
export const MAX_RECURRENCE_INTERVAL = RECURRENCE_INTERVAL_RANGE.max;

export interface RecurrenceRule {
  freq: RecurrenceFrequency;
  /** Whole number from 1 to 365. */
  interval: number;
  /** Last day an occurrence may fall on ('yyyy-MM-dd', inclusive), or null for no end. */
  until: string | null;
}

export class RecurrenceRuleError extends Error {
  override readonly name = 'RecurrenceRuleError';
}

export type RecurrenceParseResult =
  { success: true; rule: RecurrenceRule } | { success: false; error: string };

const SUPPORTED_KEYS = ['FREQ', 'INTERVAL', 'UNTIL'] as const;
type SupportedKey = (typeof SUPPORTED_KEYS)[number];

// UNTIL is an 8-digit date, optionally followed by a time; the edit form writes
// yyyyMMddT235959Z. Only the date part matters, because a due date is a calendar day.
const UNTIL_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

function isFrequency(value: string): value is RecurrenceFrequency {
  return (RECURRENCE_FREQUENCIES as readonly string[]).includes(value);
}

function isSupportedKey(value: string): value is SupportedKey {
  return (SUPPORTED_KEYS as readonly string[]).includes(value);
}

function isValidInterval(value: number): boolean {
  return isWholeNumberIn(value, RECURRENCE_INTERVAL_RANGE);
}

const INTERVAL_MESSAGE = `Recurrence interval must be a whole number from ${MIN_RECURRENCE_INTERVAL} to ${MAX_RECURRENCE_INTERVAL}`;
const FREQ_MESSAGE = `Recurrence frequency (FREQ) must be one of ${RECURRENCE_FREQUENCIES.join(', ')}`;

function parseUntil(value: string): string {
  const match = UNTIL_PATTERN.exec(value);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const timeIsValid =
    match?.[4] === undefined ||
    (Number(match[4]) <= 23 && Number(match[5]) <= 59 && Number(match[6]) <= 59);
  if (!match || !isValidDay(day) || !timeIsValid) {
    throw new RecurrenceRuleError(
      `Recurrence end date (UNTIL) must be a real date written yyyyMMdd or yyyyMMddTHHmmssZ, got "${value}"`,
    );
  }
  return day;
}

/**
 * Parses 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231' (UNTIL may also be 20261231T235959Z).
 * Keys and values are case-insensitive, INTERVAL defaults to 1, an 'RRULE:' prefix and a
 * trailing ';' are tolerated. Parts the product cannot honour (COUNT, BYDAY, ...) are refused
 * rather than silently ignored. Throws a RecurrenceRuleError with a readable message.
 */
export function parseRecurrenceRule(text: string): RecurrenceRule {
  const body = text.trim().replace(/^RRULE:/i, '');
  const segments = body.split(';').filter((segment) => segment.trim() !== '');
  if (segments.length === 0) throw new RecurrenceRuleError('Recurrence rule is empty');

  const values = new Map<SupportedKey, string>();
  for (const segment of segments) {
    const parts = segment.split('=');
    const key = parts[0]?.trim().toUpperCase() ?? '';
    const value = parts[1]?.trim() ?? '';
    if (parts.length !== 2 || key === '' || value === '') {
      throw new RecurrenceRuleError(`Recurrence rule part "${segment}" is not KEY=VALUE`);
    }
    if (!isSupportedKey(key)) {
      throw new RecurrenceRuleError(
        `Recurrence rule part ${key} is not supported; use only ${SUPPORTED_KEYS.join(', ')}`,
      );
    }
    if (values.has(key)) throw new RecurrenceRuleError(`Recurrence rule repeats ${key}`);
    values.set(key, value);
  }

  const freqText = values.get('FREQ')?.toUpperCase();
  if (freqText === undefined) {
    throw new RecurrenceRuleError(
      `Recurrence rule needs FREQ (${RECURRENCE_FREQUENCIES.join(', ')})`,
    );
  }
  if (!isFrequency(freqText)) throw new RecurrenceRuleError(FREQ_MESSAGE);

  const intervalText = values.get('INTERVAL');
  const interval = intervalText === undefined ? 1 : Number(intervalText);
  if (intervalText !== undefined && (!/^\d+$/.test(intervalText) || !isValidInterval(interval))) {
    throw new RecurrenceRuleError(INTERVAL_MESSAGE);
  }

  const untilText = values.get('UNTIL');
  return {
    freq: freqText,
    interval,
    until: untilText === undefined ? null : parseUntil(untilText.toUpperCase()),
  };
}

export function safeParseRecurrenceRule(text: string): RecurrenceParseResult {
  try {
    return { success: true, rule: parseRecurrenceRule(text) };
  } catch (error) {
    if (error instanceof RecurrenceRuleError) return { success: false, error: error.message };
    throw error;
  }
}

export function isValidRecurrenceRule(text: unknown): boolean {
  return typeof text === 'string' && safeParseRecurrenceRule(text).success;
}

function assertValidRule(rule: RecurrenceRule): void {
  if (!isFrequency(rule.freq)) throw new RecurrenceRuleError(FREQ_MESSAGE);
  if (!isValidInterval(rule.interval)) throw new RecurrenceRuleError(INTERVAL_MESSAGE);
  if (rule.until !== null && !isValidDay(rule.until)) {
    throw new RecurrenceRuleError(
      `Recurrence end date must be a real calendar day in yyyy-MM-dd form, got "${rule.until}"`,
    );
  }
}

function compactDay(day: string): string {
  return day.replaceAll('-', '');
}

/** Canonical text form: 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231' (INTERVAL is always written). */
export function formatRecurrenceRule(rule: RecurrenceRule): string {
  assertValidRule(rule);
  const base = `FREQ=${rule.freq};INTERVAL=${rule.interval}`;
  return rule.until === null ? base : `${base};UNTIL=${compactDay(rule.until)}`;
}

/**
 * The form the task edit form stores: UNTIL as the last second of the end day in UTC,
 * e.g. end date 2026-12-31 gives 'FREQ=DAILY;INTERVAL=1;UNTIL=20261231T235959Z'.
 */
export function formatRuleForWrite(rule: RecurrenceRule): string {
  assertValidRule(rule);
  const base = `FREQ=${rule.freq};INTERVAL=${rule.interval}`;
  return rule.until === null ? base : `${base};UNTIL=${compactDay(rule.until)}T235959Z`;
}

/**
 * Monthly and yearly series: the n-th occurrence is `anchor` + n * step months, with the
 * anchor's day-of-month clamped to each month's length. Returns the first one after `dueDate`.
 */
function nextMonthlyOccurrence(dueDate: string, anchor: string, stepMonths: number): string {
  const anchorParts = parseDay(anchor);
  const dueParts = parseDay(dueDate);
  const anchorMonth = anchorParts.year * 12 + anchorParts.month - 1;
  const dueMonth = dueParts.year * 12 + dueParts.month - 1;
  let n = Math.max(0, Math.floor((dueMonth - anchorMonth) / stepMonths));
  for (;;) {
    const monthIndex = anchorMonth + n * stepMonths;
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12 + 1;
    const candidate = formatDay({
      year,
      month,
      day: Math.min(anchorParts.day, daysInMonth(year, month)),
    });
    if (candidate > dueDate) return candidate;
    n += 1;
  }
}

/**
 * The due date that follows `dueDate` in the series, or null when it would fall after UNTIL
 * (an occurrence exactly on UNTIL is still allowed).
 *
 * Month ends: days that a month lacks are clamped to its last day (Jan 31 -> Feb 28, or Feb 29
 * in a leap year; a yearly Feb 29 -> Feb 28 in other years). The series keeps the day-of-month
 * of `anchor`, the series' first due date, when the caller knows it (Jan 31 -> Feb 28 ->
 * Mar 31). Without an anchor only `dueDate` is known, so the clamped day carries forward
 * (Jan 31 -> Feb 28 -> Mar 28): a task stores just its current due date, and guessing
 * "last day of the month" from Feb 28 would be wrong for a series that started on Jan 28.
 * Daily and weekly series ignore the anchor.
 */
export function nextOccurrence(
  dueDate: string,
  rule: RecurrenceRule | string,
  anchor: string = dueDate,
): string | null {
  const parsed = typeof rule === 'string' ? parseRecurrenceRule(rule) : rule;
  assertValidRule(parsed);
  parseDay(dueDate);
  parseDay(anchor);

  let next: string;
  switch (parsed.freq) {
    case 'DAILY':
      next = addDays(dueDate, parsed.interval);
      break;
    case 'WEEKLY':
      next = addDays(dueDate, 7 * parsed.interval);
      break;
    case 'MONTHLY':
      next = nextMonthlyOccurrence(dueDate, anchor, parsed.interval);
      break;
    case 'YEARLY':
      next = nextMonthlyOccurrence(dueDate, anchor, 12 * parsed.interval);
      break;
  }
  return parsed.until !== null && next > parsed.until ? null : next;
}
