import { describe, expect, it } from 'vitest';
import { addInterval } from './calendar';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('addInterval', () => {
  it.each([
    ['2027-01-31T10:00:00Z', 'month', 1, '2027-02-28T10:00:00Z'],
    ['2028-01-31T10:00:00Z', 'month', 1, '2028-02-29T10:00:00Z'],
    ['2026-12-01T20:23:00Z', 'month', 1, '2027-01-01T20:23:00Z'],
    ['2026-12-31T23:59:59Z', 'month', 1, '2027-01-31T23:59:59Z'],
    ['2027-03-31T00:00:00Z', 'month', 1, '2027-04-30T00:00:00Z'],
    ['2027-08-31T00:00:00Z', 'month', 6, '2028-02-29T00:00:00Z'],
    ['2028-02-29T12:00:00Z', 'year', 1, '2029-02-28T12:00:00Z'],
    ['2027-01-31T10:00:00Z', 'week', 1, '2027-02-07T10:00:00Z'],
    ['2027-02-28T10:00:00Z', 'day', 1, '2027-03-01T10:00:00Z'],
  ] as const)('%s + %s × %i is %s', (start, interval, count, end) => {
    expect(iso(addInterval(at(start), interval, count))).toBe(end.replace('Z', '.000Z'));
  });

  it("counts months from the anchor's day, so a short month does not move the cycle", () => {
    const anchor = at('2027-01-31T10:00:00Z');
    const ends: string[] = [];
    for (let start = anchor, i = 0; i < 4; i += 1) {
      start = addInterval(start, 'month', 1, anchor);
      ends.push(iso(start).slice(0, 10));
    }
    expect(ends).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
  });
});
