import { describe, expect, it } from 'vitest';
import { entityTag, ifNoneMatchHas } from './etag';

describe('entityTag', () => {
  it('is a quoted tag that changes with any part and its order', () => {
    const tag = entityTag(['2026-12-02', 3, 'Europe/Berlin']);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entityTag(['2026-12-02', 3, 'Europe/Berlin'])).toBe(tag);
    expect(entityTag(['2026-12-02', 4, 'Europe/Berlin'])).not.toBe(tag);
    expect(entityTag([3, '2026-12-02', 'Europe/Berlin'])).not.toBe(tag);
  });
});

describe('ifNoneMatchHas', () => {
  const tag = '"abc"';

  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"xyz", "abc"', true],
    ['*', true],
    ['"xyz"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(ifNoneMatchHas(header, tag)).toBe(expected);
  });
});
