import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiringCache';

describe('ExpiringCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new ExpiringCache<string>(1000, 10, () => now);
    cache.set('a', 'one');
    now = 999;
    expect(cache.get('a')).toBe('one');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its size, dropping expired entries first, then the oldest', () => {
    let now = 0;
    const cache = new ExpiringCache<number>(100, 2, () => now);
    cache.set('old', 1);
    now = 50;
    cache.set('mid', 2);
    now = 120;
    cache.set('new', 3);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('mid')).toBe(2);
    cache.set('newest', 4);
    expect(cache.size).toBe(2);
    expect(cache.get('mid')).toBeUndefined();
    expect(cache.get('new')).toBe(3);
    expect(cache.get('newest')).toBe(4);
  });
});
