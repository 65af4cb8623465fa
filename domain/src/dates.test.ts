import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDays,
  daysInMonth,
  diffDays,
  formatDay,
  isLeapYear,
  isValidDay,
  isValidTimeZone,
  parseDay,
  todayIn,
} from './dates';

describe('isValidDay', () => {
  it('accepts real calendar days', () => {
    expect(isValidDay('2026-01-01')).toBe(true);
    expect(isValidDay('2026-12-31')).toBe(true);
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2000-02-29')).toBe(true);
  });

  it('refuses days that do not exist', () => {
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('1900-02-29')).toBe(false);
    expect(isValidDay('2026-04-31')).toBe(false);
    expect(isValidDay('2026-13-01')).toBe(false);
    expect(isValidDay('2026-00-10')).toBe(false);
    expect(isValidDay('2026-01-00')).toBe(false);
    expect(isValidDay('0000-01-01')).toBe(false);
  });

  it('refuses other shapes and types', () => {
    expect(isValidDay('2026-1-5')).toBe(false);
    expect(isValidDay('20260105')).toBe(false);
    expect(isValidDay('2026-01-05T00:00:00Z')).toBe(false);
    expect(isValidDay(' 2026-01-05')).toBe(false);
    expect(isValidDay('')).toBe(false);
    expect(isValidDay(null)).toBe(false);
    expect(isValidDay(new Date(2026, 0, 5))).toBe(false);
  });
});

describe('parseDay and formatDay', () => {
  it('round-trip a day', () => {
    expect(parseDay('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
    expect(formatDay({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
    expect(formatDay({ year: 33, month: 1, day: 1 })).toBe('0033-01-01');
  });

  it('throw a RangeError for impossible days', () => {
    expect(() => parseDay('2026-02-30')).toThrow(RangeError);
    expect(() => parseDay('tomorrow')).toThrow(
      '"tomorrow" is not a calendar day in yyyy-MM-dd form',
    );
    expect(() => formatDay({ year: 2026, month: 2, day: 29 })).toThrow(RangeError);
  });
});

describe('calendar facts', () => {
  it('knows leap years and month lengths', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2026)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('addDays', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
  });

  it('does not shift across daylight-saving changes', () => {
    // Europe and the US change clocks on these weekends; a calendar day is still one day.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('refuses fractional amounts and invalid days', () => {
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('clamps to the last day of shorter months', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('compareDays and diffDays', () => {
  it('orders days', () => {
    expect(compareDays('2026-01-02', '2026-01-10')).toBe(-1);
    expect(compareDays('2026-01-10', '2026-01-10')).toBe(0);
    expect(compareDays('2027-01-01', '2026-12-31')).toBe(1);
    expect(['2026-03-01', '2025-12-31', '2026-01-15'].sort(compareDays)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-03-01',
    ]);
    expect(() => compareDays('2026-02-30', '2026-01-01')).toThrow(RangeError);
  });

  it('counts days between two days', () => {
    expect(diffDays('2026-01-01', '2026-01-08')).toBe(7);
    expect(diffDays('2026-01-08', '2026-01-01')).toBe(-7);
    expect(diffDays('2028-02-01', '2028-03-01')).toBe(29);
    expect(diffDays('2026-01-01', '2027-01-01')).toBe(365);
  });
});

describe('todayIn', () => {
  // 2026-03-15 23:30 UTC: still the 15th in London, already the 16th in Tokyo,
  // and still the 15th (afternoon) in Los Angeles.
  const lateUtc = new Date('2026-03-15T23:30:00Z');

  it('gives the calendar day of the given time zone', () => {
    expect(todayIn('UTC', lateUtc)).toBe('2026-03-15');
    expect(todayIn('Europe/London', lateUtc)).toBe('2026-03-15');
    expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2026-03-16');
    expect(todayIn('America/Los_Angeles', lateUtc)).toBe('2026-03-15');
  });

  it('crosses the boundary at local midnight, not UTC midnight', () => {
    // Tokyo is UTC+9: local midnight of 2026-03-16 is 15:00 UTC on the 15th.
    expect(todayIn('Asia/Tokyo', new Date('2026-03-15T14:59:59Z'))).toBe('2026-03-15');
    expect(todayIn('Asia/Tokyo', new Date('2026-03-15T15:00:00Z'))).toBe('2026-03-16');
    // New York on 2026-01-01 01:00 UTC is still New Year's Eve.
    expect(todayIn('America/New_York', new Date('2026-01-01T01:00:00Z'))).toBe('2025-12-31');
    // Kiritimati (UTC+14) is already on the next day for most of the UTC day.
    expect(todayIn('Pacific/Kiritimati', new Date('2026-06-30T10:00:00Z'))).toBe('2026-07-01');
  });

  it('refuses unknown zones and invalid dates', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => todayIn('Mars/Olympus', lateUtc)).toThrow(
      '"Mars/Olympus" is not a known IANA time zone',
    );
    expect(() => todayIn('UTC', new Date('nope'))).toThrow(RangeError);
  });
});
