import { describe, expect, it } from 'vitest';
import type { RecurrenceRule } from './recurrence';
import {
  formatRecurrenceRule,
  formatRuleForWrite,
  isValidRecurrenceRule,
  nextOccurrence,
  parseRecurrenceRule,
  RecurrenceRuleError,
  safeParseRecurrenceRule,
} from './recurrence';

const rule = (freq: RecurrenceRule['freq'], interval = 1, until: string | null = null) => ({
  freq,
  interval,
  until,
});

describe('parseRecurrenceRule', () => {
  it('parses frequency, interval and a date-only UNTIL', () => {
    expect(parseRecurrenceRule('FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231')).toEqual(
      rule('WEEKLY', 2, '2026-12-31'),
    );
  });

  it('parses UNTIL written as a UTC timestamp', () => {
    expect(parseRecurrenceRule('FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z')).toEqual(
      rule('WEEKLY', 2, '2026-12-31'),
    );
  });

  it('defaults INTERVAL to 1 and UNTIL to none', () => {
    expect(parseRecurrenceRule('FREQ=DAILY')).toEqual(rule('DAILY'));
    expect(parseRecurrenceRule('FREQ=YEARLY;UNTIL=20300101')).toEqual(
      rule('YEARLY', 1, '2030-01-01'),
    );
  });

  it('tolerates order, case, spaces, an RRULE: prefix and a trailing semicolon', () => {
    expect(parseRecurrenceRule('interval=3;freq=monthly;')).toEqual(rule('MONTHLY', 3));
    expect(parseRecurrenceRule(' RRULE:FREQ=DAILY; INTERVAL = 5 ')).toEqual(rule('DAILY', 5));
    expect(parseRecurrenceRule('FREQ=DAILY;UNTIL=20261231t235959z')).toEqual(
      rule('DAILY', 1, '2026-12-31'),
    );
  });

  it('accepts intervals 1 and 365 and refuses 0 and 366', () => {
    expect(parseRecurrenceRule('FREQ=DAILY;INTERVAL=1').interval).toBe(1);
    expect(parseRecurrenceRule('FREQ=DAILY;INTERVAL=365').interval).toBe(365);
    const message = 'Recurrence interval must be a whole number from 1 to 365';
    expect(() => parseRecurrenceRule('FREQ=DAILY;INTERVAL=0')).toThrow(message);
    expect(() => parseRecurrenceRule('FREQ=DAILY;INTERVAL=366')).toThrow(message);
    expect(() => parseRecurrenceRule('FREQ=DAILY;INTERVAL=1.5')).toThrow(message);
    expect(() => parseRecurrenceRule('FREQ=DAILY;INTERVAL=-2')).toThrow(message);
    expect(() => parseRecurrenceRule('FREQ=DAILY;INTERVAL=two')).toThrow(message);
  });

  it('throws a RecurrenceRuleError with a readable message for bad rules', () => {
    const cases: [string, string][] = [
      ['', 'Recurrence rule is empty'],
      ['INTERVAL=2', 'Recurrence rule needs FREQ (DAILY, WEEKLY, MONTHLY, YEARLY)'],
      ['FREQ=HOURLY', 'Recurrence frequency (FREQ) must be one of DAILY, WEEKLY, MONTHLY, YEARLY'],
      ['FREQ=DAILY;COUNT=3', 'Recurrence rule part COUNT is not supported'],
      ['FREQ=DAILY;FREQ=WEEKLY', 'Recurrence rule repeats FREQ'],
      ['FREQ=DAILY;INTERVAL', 'Recurrence rule part "INTERVAL" is not KEY=VALUE'],
      ['FREQ=DAILY;UNTIL=20260230', 'Recurrence end date (UNTIL) must be a real date'],
      ['FREQ=DAILY;UNTIL=2026-12-31', 'Recurrence end date (UNTIL) must be a real date'],
      ['FREQ=DAILY;UNTIL=20261231T245959Z', 'Recurrence end date (UNTIL) must be a real date'],
    ];
    for (const [text, message] of cases) {
      expect(() => parseRecurrenceRule(text), text).toThrow(RecurrenceRuleError);
      expect(() => parseRecurrenceRule(text), text).toThrow(message);
    }
  });

  it('has a non-throwing variant', () => {
    expect(safeParseRecurrenceRule('FREQ=DAILY')).toEqual({ success: true, rule: rule('DAILY') });
    expect(safeParseRecurrenceRule('FREQ=SOMETIMES')).toEqual({
      success: false,
      error: 'Recurrence frequency (FREQ) must be one of DAILY, WEEKLY, MONTHLY, YEARLY',
    });
    expect(isValidRecurrenceRule('FREQ=MONTHLY;INTERVAL=6')).toBe(true);
    expect(isValidRecurrenceRule('FREQ=MONTHLY;INTERVAL=0')).toBe(false);
    expect(isValidRecurrenceRule(42)).toBe(false);
  });
});

describe('formatRecurrenceRule and formatRuleForWrite', () => {
  it('writes the canonical form with a date-only UNTIL', () => {
    expect(formatRecurrenceRule(rule('WEEKLY', 2, '2026-12-31'))).toBe(
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231',
    );
    expect(formatRecurrenceRule(rule('DAILY'))).toBe('FREQ=DAILY;INTERVAL=1');
  });

  it('converts the end date to the last second of that day in UTC for writing', () => {
    expect(formatRuleForWrite(rule('DAILY', 1, '2026-12-31'))).toBe(
      'FREQ=DAILY;INTERVAL=1;UNTIL=20261231T235959Z',
    );
    expect(formatRuleForWrite(rule('MONTHLY', 3))).toBe('FREQ=MONTHLY;INTERVAL=3');
  });

  it('round-trips through parse', () => {
    const rules: RecurrenceRule[] = [
      rule('DAILY'),
      rule('WEEKLY', 2, '2026-12-31'),
      rule('MONTHLY', 12, '2028-02-29'),
      rule('YEARLY', 365),
    ];
    for (const r of rules) {
      expect(parseRecurrenceRule(formatRecurrenceRule(r))).toEqual(r);
      expect(parseRecurrenceRule(formatRuleForWrite(r))).toEqual(r);
    }
    const texts = ['FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231', 'FREQ=YEARLY;INTERVAL=1'];
    for (const text of texts) expect(formatRecurrenceRule(parseRecurrenceRule(text))).toBe(text);
    expect(formatRuleForWrite(parseRecurrenceRule('FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231'))).toBe(
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z',
    );
  });

  it('refuses to write an invalid rule', () => {
    expect(() => formatRecurrenceRule(rule('DAILY', 0))).toThrow(RecurrenceRuleError);
    expect(() => formatRuleForWrite(rule('DAILY', 366))).toThrow(RecurrenceRuleError);
    expect(() => formatRecurrenceRule(rule('DAILY', 1, '2026-02-30'))).toThrow(
      'Recurrence end date must be a real calendar day',
    );
  });
});

describe('nextOccurrence', () => {
  it('steps daily and weekly by the interval', () => {
    expect(nextOccurrence('2026-05-10', rule('DAILY'))).toBe('2026-05-11');
    expect(nextOccurrence('2026-05-31', rule('DAILY', 3))).toBe('2026-06-03');
    expect(nextOccurrence('2026-12-31', rule('DAILY'))).toBe('2027-01-01');
    expect(nextOccurrence('2026-05-10', rule('WEEKLY'))).toBe('2026-05-17');
    expect(nextOccurrence('2026-12-24', rule('WEEKLY', 2))).toBe('2027-01-07');
    expect(nextOccurrence('2026-01-01', rule('DAILY', 365))).toBe('2027-01-01');
  });

  it('steps monthly and yearly by the interval', () => {
    expect(nextOccurrence('2026-05-10', rule('MONTHLY'))).toBe('2026-06-10');
    expect(nextOccurrence('2026-11-15', rule('MONTHLY', 3))).toBe('2027-02-15');
    expect(nextOccurrence('2026-05-10', rule('YEARLY'))).toBe('2027-05-10');
    expect(nextOccurrence('2026-05-10', rule('YEARLY', 4))).toBe('2030-05-10');
  });

  it('accepts the rule as text', () => {
    expect(nextOccurrence('2026-05-10', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z')).toBe(
      '2026-05-24',
    );
    expect(() => nextOccurrence('2026-05-10', 'FREQ=NEVER')).toThrow(RecurrenceRuleError);
  });

  it('clamps a monthly Jan 31 to the end of February', () => {
    expect(nextOccurrence('2027-01-31', rule('MONTHLY'))).toBe('2027-02-28');
    expect(nextOccurrence('2028-01-31', rule('MONTHLY'))).toBe('2028-02-29');
    expect(nextOccurrence('2026-03-31', rule('MONTHLY'))).toBe('2026-04-30');
    expect(nextOccurrence('2026-12-31', rule('MONTHLY', 2))).toBe('2027-02-28');
  });

  it('carries the clamped day forward without an anchor', () => {
    expect(nextOccurrence('2027-02-28', rule('MONTHLY'))).toBe('2027-03-28');
  });

  it("keeps the series' day-of-month when given the first due date as anchor", () => {
    const anchor = '2027-01-31';
    const feb = nextOccurrence(anchor, rule('MONTHLY'), anchor);
    expect(feb).toBe('2027-02-28');
    const mar = nextOccurrence('2027-02-28', rule('MONTHLY'), anchor);
    expect(mar).toBe('2027-03-31');
    expect(nextOccurrence('2027-03-31', rule('MONTHLY'), anchor)).toBe('2027-04-30');
    expect(nextOccurrence('2027-04-30', rule('MONTHLY'), anchor)).toBe('2027-05-31');
    // Every other month from Jan 31: Mar 31, May 31, Jul 31, ...
    expect(nextOccurrence('2027-03-31', rule('MONTHLY', 2), anchor)).toBe('2027-05-31');
    // A due date moved off the series continues with the next series date after it.
    expect(nextOccurrence('2027-02-10', rule('MONTHLY'), anchor)).toBe('2027-02-28');
  });

  it('moves a yearly Feb 29 to Feb 28 in common years and back on leap years', () => {
    expect(nextOccurrence('2028-02-29', rule('YEARLY'))).toBe('2029-02-28');
    expect(nextOccurrence('2028-02-29', rule('YEARLY', 4))).toBe('2032-02-29');
    const anchor = '2028-02-29';
    expect(nextOccurrence('2031-02-28', rule('YEARLY'), anchor)).toBe('2032-02-29');
    expect(nextOccurrence('2031-02-28', rule('YEARLY'))).toBe('2032-02-28');
  });

  it('stops at UNTIL: an occurrence on UNTIL is allowed, one after it is not', () => {
    expect(nextOccurrence('2026-12-30', rule('DAILY', 1, '2026-12-31'))).toBe('2026-12-31');
    expect(nextOccurrence('2026-12-31', rule('DAILY', 1, '2026-12-31'))).toBeNull();
    expect(nextOccurrence('2026-12-24', rule('WEEKLY', 1, '2026-12-31'))).toBe('2026-12-31');
    expect(nextOccurrence('2026-12-25', rule('WEEKLY', 1, '2026-12-31'))).toBeNull();
    expect(nextOccurrence('2026-11-30', rule('MONTHLY', 1, '2026-12-30'))).toBe('2026-12-30');
    expect(nextOccurrence('2026-11-30', rule('MONTHLY', 1, '2026-12-29'))).toBeNull();
    expect(nextOccurrence('2026-12-30', 'FREQ=DAILY;INTERVAL=1;UNTIL=20261231T235959Z')).toBe(
      '2026-12-31',
    );
    expect(nextOccurrence('2026-12-31', 'FREQ=DAILY;INTERVAL=1;UNTIL=20261231T235959Z')).toBeNull();
  });

  it('refuses invalid due dates', () => {
    expect(() => nextOccurrence('2026-02-30', rule('DAILY'))).toThrow(RangeError);
    expect(() => nextOccurrence('2026-02-01', rule('MONTHLY'), 'someday')).toThrow(RangeError);
  });
});
