import { describe, expect, it } from 'vitest';
import { dayAndTimeText, dayText, relativeTimeText } from './timeInWords';

describe('dayText', () => {
  it.each([
    ['2026-11-25', 'Today'],
    ['2026-11-26', 'Tomorrow'],
    ['2026-11-24', 'Yesterday'],
    ['2026-11-30', 'Mon, Nov 30'],
    ['2027-01-04', 'Mon, Jan 4, 2027'],
  ])('names %s from Nov 25 as %s', (day, words) => {
    expect(dayText(day, '2026-11-25')).toBe(words);
  });
});

describe('dayAndTimeText', () => {
  const now = new Date('2026-11-25T22:30:00Z');

  it('reads the day and the time on the given clock', () => {
    expect(dayAndTimeText(new Date('2026-11-25T13:28:00Z'), now, 'UTC')).toBe('Today, 1:28 PM');
    // 23:30 UTC is past midnight in Berlin, where it is still the 25th now (23:30).
    expect(dayAndTimeText(new Date('2026-11-25T23:30:00Z'), now, 'Europe/Berlin')).toBe(
      'Tomorrow, 12:30 AM',
    );
    expect(dayAndTimeText(new Date('2026-11-25T23:30:00Z'), now, 'UTC')).toBe('Today, 11:30 PM');
    expect(dayAndTimeText(new Date('2026-11-26T08:00:00Z'), now, 'UTC')).toBe('Tomorrow, 8:00 AM');
  });
});

describe('relativeTimeText', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);

  it.each([
    [30_000, 'just now'],
    [10 * 60_000, 'in 10 min'],
    [-5 * 60_000, '5 min ago'],
    [3 * 3_600_000 + 59 * 60_000, 'in 3 h'],
    // Read a moment after it was set: a snooze of an hour or ten minutes says so.
    [3_600_000 - 400, 'in 1 h'],
    [10 * 60_000 - 700, 'in 10 min'],
    [-26 * 3_600_000, '1 day ago'],
    [-3 * 86_400_000, '3 days ago'],
  ])('says %d ms from now as %s', (ms, words) => {
    expect(relativeTimeText(at(ms), now)).toBe(words);
  });
});
