import { describe, expect, it } from 'vitest';
import { movedClockEnv, offsetTo, todayOption } from './today.mjs';

describe('todayOption', () => {
  it('reads the day in both spellings and keeps the other arguments', () => {
    expect(todayOption(['--today', '2027-02-28', '--changed'])).toEqual({
      day: '2027-02-28',
      rest: ['--changed'],
    });
    expect(todayOption(['--today=2028-02-29'])).toEqual({ day: '2028-02-29', rest: [] });
    expect(todayOption(['--changed'])).toEqual({ day: null, rest: ['--changed'] });
  });

  it('refuses what is not a calendar day', () => {
    for (const bad of [['--today'], ['--today', '2027-02-29'], ['--today=28.02.2027']]) {
      expect(todayOption(bad).error).toMatch(/^--today takes a day as yyyy-mm-dd/);
    }
  });
});

describe('offsetTo', () => {
  const now = Date.parse('2026-12-01T20:23:00Z');
  it('moves the clock by whole days, keeping the time of day', () => {
    expect(offsetTo('2026-12-01', now)).toBe('+0d');
    expect(offsetTo('2026-11-30', now)).toBe('-1d');
    expect(offsetTo('2027-02-28', now)).toBe('+89d');
    expect(offsetTo('2028-02-29', now)).toBe('+455d');
  });

  it('moves both clocks by the offset and names the day', () => {
    const env = movedClockEnv('2027-01-31', '/lib/libfaketime.so.1', now);
    expect(env).toMatchObject({
      LD_PRELOAD: expect.stringMatching(/^\/lib\/libfaketime\.so\.1/),
      FAKETIME: '+61d',
      POMOPLAN_TODAY: '2027-01-31',
    });
    expect(env).not.toHaveProperty('FAKETIME_DONT_FAKE_MONOTONIC');
  });
});
