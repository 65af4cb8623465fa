import { describe, expect, it } from 'vitest';
import {
  ESTIMATED_POMODOROS_RANGE,
  POMODORO_LENGTH_RANGE,
  rangeMessage,
  rangeText,
  readWholeNumber,
  RECURRENCE_INTERVAL_RANGE,
} from './numberRange';

describe('rangeText and rangeMessage', () => {
  it('name the bounds with the unit', () => {
    expect(rangeText(ESTIMATED_POMODOROS_RANGE)).toBe('0 to 99');
    expect(rangeText(POMODORO_LENGTH_RANGE)).toBe('1 to 60 min');
    expect(rangeText(RECURRENCE_INTERVAL_RANGE)).toBe('1 to 365');
    expect(rangeMessage('Pomodoro Length', POMODORO_LENGTH_RANGE)).toBe(
      'Pomodoro Length must be a whole number from 1 to 60 min',
    );
  });
});

describe('readWholeNumber', () => {
  const read = (text: string) =>
    readWholeNumber(text, 'Repeat Every', RECURRENCE_INTERVAL_RANGE, 1);
  const refused = { value: null, error: 'Repeat Every must be a whole number from 1 to 365' };

  it('reads blank as the fallback', () => {
    expect(read('  ')).toEqual({ value: 1, error: null });
  });

  it('reads whole numbers within the range, bounds included', () => {
    expect(read('1')).toEqual({ value: 1, error: null });
    expect(read(' 365 ')).toEqual({ value: 365, error: null });
  });

  it.each(['0', '366', '400', '2.5', '-1', 'abc', '1e9'])(
    'refuses %s instead of clamping',
    (text) => {
      expect(read(text)).toEqual(refused);
    },
  );
});
