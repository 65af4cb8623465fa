import { describe, expect, it } from 'vitest';
import { amountMatches, checkoutPath, parseCheckoutQuery } from './checkoutQuery';

const parse = (query: string) => parseCheckoutQuery(new URLSearchParams(query));

describe('parseCheckoutQuery', () => {
  it('reads tier, amount and billing', () => {
    expect(parse('tier=pro&amount=30&billing=yearly')).toEqual({
      kind: 'valid',
      request: { tier: 'pro', amount: 30, billing: 'yearly' },
    });
  });

  it('bills monthly when the link names no period', () => {
    expect(parse('tier=master&amount=9')).toEqual({
      kind: 'valid',
      request: { tier: 'master', amount: 9, billing: 'monthly' },
    });
  });

  it.each(['', 'tier=pro', 'amount=3', 'tier=&amount=3', 'tier=pro&amount='])(
    'calls %j missing parameters',
    (query) => {
      expect(parse(query)).toEqual({ kind: 'missing' });
    },
  );

  it.each([
    'tier=free&amount=0',
    'tier=platinum&amount=3',
    'tier=pro&amount=abc',
    'tier=pro&amount=-3',
    'tier=pro&amount=%20',
    'tier=pro&amount=3&billing=weekly',
  ])('calls %j invalid', (query) => {
    expect(parse(query)).toEqual({ kind: 'invalid' });
  });
});

describe('checkoutPath', () => {
  it('builds the link parseCheckoutQuery reads back', () => {
    const request = { tier: 'pro', amount: 30, billing: 'yearly' } as const;
    const path = checkoutPath(request);
    expect(path).toBe('/checkout?tier=pro&amount=30&billing=yearly');
    expect(parse(path.split('?')[1] ?? '')).toEqual({ kind: 'valid', request });
  });
});

describe('amountMatches', () => {
  it('compares in cents', () => {
    expect(amountMatches(9.9, 9.9)).toBe(true);
    expect(amountMatches(9.901, 9.9)).toBe(true);
    expect(amountMatches(3, 30)).toBe(false);
  });
});
