import { describe, expect, it } from 'vitest';
import { confirmsEmail, isRecentSignIn } from './accountDeletion';

describe('confirmsEmail', () => {
  it('accepts the address whatever its case and outer spaces', () => {
    expect(confirmsEmail('  Ada@Example.com ', 'ada@example.com')).toBe(true);
  });
  it('refuses another address, and an account without one', () => {
    expect(confirmsEmail('ada@example.org', 'ada@example.com')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });
});

describe('isRecentSignIn', () => {
  it('allows five minutes since the sign-in and no more', () => {
    const now = 1_000_000_000_000;
    expect(isRecentSignIn(now / 1000 - 300, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 301, now)).toBe(false);
  });
});
