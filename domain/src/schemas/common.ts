// Field builders shared by the entity schemas, so that every field reports errors the same
// way: 'X is required' when missing, 'X must be ...' when malformed, always naming the field.

import { z } from 'zod';
import { isValidDay } from '../dates';

export function typeError(
  label: string,
  expected: string,
  requiredMessage = `${label} is required`,
): z.core.$ZodErrorMap {
  return (issue) => (issue.input === undefined ? requiredMessage : `${label} must be ${expected}`);
}

/**
 * Firestore document ids: non-empty, no '/', not '.' or '..', not '__reserved__'.
 * Firestore's 1500-byte cap is applied to characters, which is stricter only for non-ASCII
 * ids; generated ids are 20 ASCII characters.
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

export function documentId(label: string, requiredMessage = `${label} is required`) {
  return z
    .string({ error: typeError(label, 'a document id string', requiredMessage) })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isDocumentId, {
      error: `${label} must be a document id (no "/", at most 1500 characters)`,
    });
}

/** Trimmed text that must not be blank. */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ error: typeError(label, 'text', requiredMessage) })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** Trimmed text or null. */
export function nullableText(label: string, max: number) {
  return z
    .string({ error: typeError(label, 'text or null') })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable();
}

/**
 * Like nullableText, but a blank string becomes null: what the forms send for an emptied
 * field. Used only in input schemas; entity schemas stay transform-free so that they can be
 * rendered as JSON Schema for the API documentation.
 */
export function blankToNullText(label: string, max: number) {
  return nullableText(label, max).transform((value) => (value === '' ? null : value));
}

export function wholeNumber(label: string, min: number, max: number) {
  const range = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: typeError(label, 'a number') })
    .int({ error: range })
    .min(min, { error: range })
    .max(max, { error: range });
}

export function flag(label: string) {
  return z.boolean({ error: typeError(label, 'true or false') });
}

/** A calendar day 'yyyy-MM-dd' that really exists (2026-02-30 is refused). */
export function calendarDay(label: string) {
  const message = `${label} must be a real calendar day in yyyy-MM-dd form`;
  return z.string({ error: typeError(label, 'a date in yyyy-MM-dd form') }).refine(isValidDay, {
    error: message,
  });
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
  return z.union([instant(label), ISO_INSTANT.transform((value) => new Date(value))], {
    error: typeError(label, 'a date or an ISO 8601 date-time such as 2026-05-01T09:30:00Z'),
  });
}

export function hexColor(label: string) {
  return z
    .string({ error: typeError(label, 'a hex colour such as #3B82F6') })
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: `${label} must be a hex colour such as #3B82F6` });
}

export function httpUrl(label: string) {
  return z.url({
    protocol: /^https?$/,
    error: typeError(label, 'an http or https URL'),
  });
}

const MAX_PRICE = 10_000;

/** A price in US dollars: at least 0, at most two decimals. */
export function usdPrice(label: string) {
  return z
    .number({ error: typeError(label, 'a number') })
    .min(0, { error: `${label} must be from 0 to ${MAX_PRICE}` })
    .max(MAX_PRICE, { error: `${label} must be from 0 to ${MAX_PRICE}` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${label} must have at most two decimals`,
    });
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
