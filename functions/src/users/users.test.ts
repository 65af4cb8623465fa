import { describe, expect, it } from 'vitest';
import { acceptableProfile, shortenName, splitDisplayName } from './users';

describe('splitDisplayName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitDisplayName('Ada King Lovelace')).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    expect(splitDisplayName('  Plato ')).toEqual({ firstName: 'Plato', lastName: null });
    expect(splitDisplayName(null)).toEqual({ firstName: null, lastName: null });
    expect(splitDisplayName('   ')).toEqual({ firstName: null, lastName: null });
  });

  it('keeps no control character: each run of them separates words', () => {
    expect(splitDisplayName('Ada\u0007King\r\nLove\u007f\u0000lace\t')).toEqual({
      firstName: 'Ada',
      lastName: 'King Love lace',
    });
    expect(splitDisplayName('\u0001\u001f')).toEqual({ firstName: null, lastName: null });
  });
});

describe('acceptableProfile', () => {
  it('shortens names to 100 characters without cutting an emoji in half', () => {
    expect(shortenName('A'.repeat(150))).toBe('A'.repeat(100));
    expect(shortenName(`${'A'.repeat(99)}😀`)).toBe('A'.repeat(99));
    expect(shortenName(`${'A'.repeat(98)}😀`)).toBe(`${'A'.repeat(98)}😀`);
    expect(shortenName('   ')).toBeNull();
  });

  it('keeps a photo only when it is a plain http(s) URL', () => {
    const profile = { email: null, firstName: 'Ada', lastName: null };
    for (const url of ['javascript:alert(1)', 'https://x:99999/', 'data:image/png;base64,AA']) {
      expect(acceptableProfile({ ...profile, profileImageUrl: url }).profileImageUrl).toBeNull();
    }
    const photo = 'https://lh3.googleusercontent.com/a/x=s96-c';
    expect(acceptableProfile({ ...profile, profileImageUrl: photo }).profileImageUrl).toBe(photo);
  });
});
