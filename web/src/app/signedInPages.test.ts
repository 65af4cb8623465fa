import { describe, expect, it } from 'vitest';
import { pageOf } from './signedInPages';

describe('pageOf', () => {
  it.each([
    ['/', 'todo'],
    ['/todo', 'todo'],
    ['/goal/abc', 'goals'],
    ['/projects/abc', 'project'],
    ['/timeline', 'timeline'],
    ['/checkout', 'checkout'],
    ['/reports', 'reports'],
  ])('names the page of %s', (path, page) => {
    expect(pageOf(path)).toBe(page);
  });

  it.each(['/unknown', '/constructor', '/toString', '/__proto__'])(
    'names no page for %s, not even a name every object has',
    (path) => {
      expect(pageOf(path)).toBeUndefined();
    },
  );
});
