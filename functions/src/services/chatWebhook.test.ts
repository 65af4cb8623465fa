import { describe, expect, it } from 'vitest';
import { truncateUtf8 } from './chatWebhook';

describe('truncateUtf8', () => {
  it('keeps short text and cuts long text to the byte limit', () => {
    expect(truncateUtf8('hello', 10)).toBe('hello');
    expect(truncateUtf8('x'.repeat(3000), 2048)).toHaveLength(2048);
  });

  it('never splits a character', () => {
    // 'é' is two bytes: 3 of them are 6 bytes, and 5 bytes hold only two.
    expect(truncateUtf8('ééé', 5)).toBe('éé');
    expect(truncateUtf8('a€', 3)).toBe('a');
  });
});
