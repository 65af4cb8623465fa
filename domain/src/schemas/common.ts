// Field builders shared by the entity schemas, so that every field reports errors the same
// way: 'X is required' when missing, 'X must be ...' when malformed, always naming the field.

import { z } from 'zod/mini';
import { isValidDay } from '../dates';
import {
  HTTP_URL_MAX,
  HTTP_URL_PATTERN,
  MULTI_LINE_TEXT_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  wholeMatch,
} from './grammar';

export function typeError(
  label: string,
  expected: string,
  requiredMessage = `${label} is required`,
): z.core.$ZodErrorMap {
  return (issue) => (issue.input === undefined ? requiredMessage : `${label} must be ${expected}`);
}

/**
 * Firestore document ids: non-empty, no '/', not '.' or '..', not '__reserved__'.
 * Firestore's 1500-byte cap is applied to UTF-16 units (as the rules count them), which is
 * looser only for non-ASCII ids; generated ids are 20 ASCII characters.
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    textLength(value) <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

export function documentId(label: string, requiredMessage = `${label} is required`) {
  return text(label, 'a document id string', requiredMessage).check(
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.refine(isDocumentId, {
      error: `${label} must be a document id (no "/", at most 1500 characters)`,
    }),
  );
}

/**
 * False for a string holding a lone UTF-16 surrogate: such text has no UTF-8 form, so
 * Firestore cannot store it.
 */
export function isWellFormedText(value: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

const SINGLE_LINE_TEXT = wholeMatch(SINGLE_LINE_TEXT_PATTERN);
const MULTI_LINE_TEXT = wholeMatch(MULTI_LINE_TEXT_PATTERN);

/** True for text of one line: no control character, not even a tab or a line break. */
export function isSingleLineText(value: string): boolean {
  return SINGLE_LINE_TEXT.test(value);
}

/** True for text of lines: tabs and line feeds, but no other control character. */
export function isMultiLineText(value: string): boolean {
  return MULTI_LINE_TEXT.test(value);
}

const LINE_BREAK_OR_TAB = /\r\n|[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/g;

/**
 * Text put on one line, as a paste into a title becomes: each line break or tab a space, any
 * other control character left out.
 */
export function toSingleLineText(value: string): string {
  return value.replace(LINE_BREAK_OR_TAB, ' ').replace(CONTROL_CHARACTER, '');
}

/**
 * Control characters garble what shows the text (a calendar app, a mail subject, a screen
 * reader), so text a person writes refuses them: a one-line field every one of them, a field
 * of lines all but tabs and line feeds. Only writes are checked: text stored before this rule
 * still reads, and whatever shows it outside the app strips them. Null when `value` is fine.
 */
export function controlCharacterMessage(
  label: string,
  value: string,
  lines: 'one line' | 'lines',
): string | null {
  if (lines === 'lines') {
    return isMultiLineText(value) ? null : `${label} can't contain control characters`;
  }
  if (isSingleLineText(value)) return null;
  return /[\n\r]/.test(value)
    ? `${label} can't contain line breaks`
    : `${label} can't contain tabs or other control characters`;
}

function controlCharacterIssue(label: string, lines: 'one line' | 'lines') {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const message = controlCharacterMessage(label, value, lines);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/**
 * Length in UTF-16 code units, the unit the security rules' size() counts: an emoji is two.
 * (zod's maxLength() counts code points, which would let the schema accept text the rules
 * refuse.)
 */
export function textLength(value: string): number {
  return value.length;
}

/**
 * The one string base of every text field a caller sends: ill-formed text (a lone surrogate)
 * is refused before any other check.
 */
export function text(label: string, expected = 'text', requiredMessage = `${label} is required`) {
  return z.string({ error: typeError(label, expected, requiredMessage) }).check(
    z.refine(isWellFormedText, {
      error: `${label} must be well-formed text (it holds a lone UTF-16 surrogate)`,
      abort: true,
    }),
  );
}

/** At most `max` characters (UTF-16 units, as the rules count), checked after trimming. */
function atMost(label: string, max: number) {
  return [
    (value: string) => textLength(value) <= max,
    { error: `${label} must be at most ${max} characters` },
  ] as const;
}

/** Trimmed text that must not be blank. */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return text(label, 'text', requiredMessage).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage }),
    z.refine(...atMost(label, max)),
  );
}

/** Trimmed text, at most `max` characters. */
function trimmedText(label: string, max: number) {
  return text(label, 'text or null').check(z.trim(), z.refine(...atMost(label, max)));
}

/** Trimmed text or null. */
export function nullableText(label: string, max: number) {
  return z.nullable(trimmedText(label, max));
}

/**
 * A title or a name as a person writes it: requiredText on one line. Entity schemas read
 * stored text with requiredText, so that text stored before this rule still reads.
 */
export function requiredLine(label: string, max: number, requiredMessage = `${label} is required`) {
  return requiredText(label, max, requiredMessage).check(
    z.superRefine(controlCharacterIssue(label, 'one line')),
  );
}

/** An optional name as a person writes it: nullableText on one line. */
export function nullableLine(label: string, max: number) {
  return z.nullable(
    trimmedText(label, max).check(z.superRefine(controlCharacterIssue(label, 'one line'))),
  );
}

/**
 * A description as a person writes it: nullableText of lines, a blank one null (what the
 * forms send for an emptied field). A CR LF or a lone CR (Windows and old Mac line breaks)
 * is stored as LF. Used only in input schemas; entity schemas stay transform-free so that
 * they can be rendered as JSON Schema for the API documentation.
 */
export function blankToNullLines(label: string, max: number) {
  return z.pipe(
    z.nullable(
      text(label, 'text or null').check(
        z.trim(),
        z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
        z.refine(...atMost(label, max)),
        z.superRefine(controlCharacterIssue(label, 'lines')),
      ),
    ),
    z.transform((value) => (value === '' ? null : value)),
  );
}

export function wholeNumber(label: string, min: number, max: number) {
  const range = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: typeError(label, 'a number') })
    .check(z.int({ error: range }), z.gte(min, { error: range }), z.lte(max, { error: range }));
}

export function flag(label: string) {
  return z.boolean({ error: typeError(label, 'true or false') });
}

/** A calendar day 'yyyy-MM-dd' that really exists (2026-02-30 is refused). */
export function calendarDay(label: string) {
  const message = `${label} must be a real calendar day in yyyy-MM-dd form`;
  return text(label, 'a date in yyyy-MM-dd form').check(z.refine(isValidDay, { error: message }));
}

/** An instant. Converters turn Firestore Timestamps into Date before parsing. */
export function instant(label: string) {
  return z.date({ error: typeError(label, 'a valid date and time') });
}

const ISO_INSTANT = z.iso.datetime({ offset: true });

/**
 * An instant sent by a client: a Date (web, through Firestore) or an ISO 8601 date-time with
 * a zone (the JSON API). Both come out as a Date.
 */
export function instantInput(label: string) {
  return z.union(
    [
      instant(label),
      z.pipe(
        ISO_INSTANT,
        z.transform((value) => new Date(value)),
      ),
    ],
    {
      error: typeError(label, 'a date or an ISO 8601 date-time such as 2026-05-01T09:30:00Z'),
    },
  );
}

export function hexColor(label: string) {
  return text(label, 'a hex colour such as #3B82F6').check(
    z.regex(/^#[0-9A-Fa-f]{6}$/, {
      error: `${label} must be a hex colour such as #3B82F6`,
    }),
  );
}

const HTTP_URL = wholeMatch(HTTP_URL_PATTERN);

/** True for a URL of the form HTTP_URL_PATTERN describes, at most HTTP_URL_MAX long. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= HTTP_URL_MAX && HTTP_URL.test(value);
}

/**
 * An http(s) URL in the plain form of HTTP_URL_PATTERN (the form the security rules check).
 * Untrimmed, upper-case schemes and the like are refused rather than repaired: a stored URL
 * must read back exactly as written.
 */
export function httpUrl(label: string) {
  return text(label, 'an http or https URL').check(
    z.refine(isHttpUrl, {
      error: `${label} must be an http or https URL`,
    }),
  );
}

const MAX_PRICE = 10_000;

/** A price in US dollars: at least 0, at most two decimals. */
export function usdPrice(label: string) {
  return z.number({ error: typeError(label, 'a number') }).check(
    z.gte(0, { error: `${label} must be from 0 to ${MAX_PRICE}` }),
    z.lte(MAX_PRICE, { error: `${label} must be from 0 to ${MAX_PRICE}` }),
    z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${label} must have at most two decimals`,
    }),
  );
}

/** Update bodies must change something; stripped unknown keys do not count. */
export function hasSomeField(value: Record<string, unknown>): boolean {
  return Object.values(value).some((field) => field !== undefined);
}

export const NOTHING_TO_UPDATE = 'Send at least one field to update';

/**
 * Every stored document carries these two instants (server time), so lists can be ordered
 * and paged and sync conflicts explained. Clients never send them.
 */
export const storedTimestamps = {
  createdAt: instant('Created at'),
  updatedAt: instant('Updated at'),
};
