import { describe, expect, it } from 'vitest';
import { waitingText } from './waitingText';

describe('waitingText', () => {
  it.each([
    [{ count: 0, earlier: false }, 'Nothing is waiting to sync.'],
    [{ count: 0, earlier: true }, 'Changes made earlier are waiting to sync.'],
    [{ count: 1, earlier: false }, '1 change waiting to sync.'],
    [{ count: 3, earlier: true }, '3 changes waiting to sync.'],
  ])('says %o as %s', (pending, text) => {
    expect(waitingText(pending)).toBe(text);
  });
});
