import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [25, '25 min'],
    [59, '59 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [125, '2 h 5 min'],
    [99 * 60, '99 h'],
    [99 * 60 * 2, '198 h'],
    [-5, '0 min'],
    [24.6, '25 min'],
  ])('%d minutes read as %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
