import { describe, expect, it } from 'vitest';
import { CalendarQuerySchema, ListQuerySchema, SignInRequestSchema, StatsQuerySchema } from './api';
import { issuesOf } from './testUtils';

describe('ListQuerySchema', () => {
  it('reads limit from text and keeps the cursor', () => {
    expect(ListQuerySchema.parse({ limit: '20', cursor: 'abc' })).toEqual({
      limit: 20,
      cursor: 'abc',
    });
    expect(ListQuerySchema.parse({})).toEqual({});
  });

  it('refuses limits outside 1 to 500', () => {
    for (const limit of ['0', '501', 'ten', '-1', '1.5', ['1', '2']]) {
      expect(issuesOf(ListQuerySchema.safeParse({ limit }))).toEqual([
        'limit: Limit must be a whole number from 1 to 500',
      ]);
    }
  });
});

describe('CalendarQuerySchema', () => {
  it('accepts a range of up to 62 days, or none', () => {
    expect(CalendarQuerySchema.parse({ start: '2026-01-01', end: '2026-03-03' })).toEqual({
      start: '2026-01-01',
      end: '2026-03-03',
      tz: 'UTC',
    });
    expect(CalendarQuerySchema.parse({ tz: 'Europe/Berlin' })).toEqual({ tz: 'Europe/Berlin' });
  });

  it('names the field that is wrong', () => {
    expect(
      issuesOf(CalendarQuerySchema.safeParse({ start: '2026-01-01', end: '2026-03-04' })),
    ).toEqual(['end: The date range must be at most 62 days']);
    expect(
      issuesOf(CalendarQuerySchema.safeParse({ start: '2026-01-02', end: '2026-01-01' })),
    ).toEqual(['end: End date must not be before the start date']);
    expect(issuesOf(CalendarQuerySchema.safeParse({ end: '2026-01-01' }))).toEqual([
      'start: Send both start and end, or neither for the current month',
    ]);
    expect(
      issuesOf(CalendarQuerySchema.safeParse({ start: '2026-02-30', end: '2026-03-01' })),
    ).toEqual(['start: Start date must be a real calendar day in yyyy-MM-dd form']);
  });
});

describe('StatsQuerySchema', () => {
  it('defaults to UTC and refuses unknown zones', () => {
    expect(StatsQuerySchema.parse({})).toEqual({ tz: 'UTC' });
    expect(issuesOf(StatsQuerySchema.safeParse({ tz: 'Mars/Base' }))).toEqual([
      'tz: Time zone must be an IANA time zone such as Europe/Berlin',
    ]);
  });
});

describe('SignInRequestSchema', () => {
  it('adds the optional names of the sign-up form to the sign-in payload', () => {
    expect(SignInRequestSchema.parse({ idToken: 't', firstName: ' Ada ' })).toEqual({
      idToken: 't',
      email: null,
      displayName: null,
      photoURL: null,
      timeZone: null,
      firstName: 'Ada',
      lastName: null,
    });
  });
});
