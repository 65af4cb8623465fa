import { describe, expect, it } from 'vitest';
import { formatHoursMinutes } from './duration';

describe('formatHoursMinutes', () => {
  it('shows hours and minutes', () => {
    expect(formatHoursMinutes(0)).toBe('0h 0m');
    expect(formatHoursMinutes(25)).toBe('0h 25m');
    expect(formatHoursMinutes(60)).toBe('1h 0m');
    expect(formatHoursMinutes(125)).toBe('2h 5m');
    expect(formatHoursMinutes(99 * 60 * 2)).toBe('198h 0m');
  });
});
