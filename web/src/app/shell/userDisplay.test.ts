import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './userDisplay';

describe('displayName', () => {
  it('prefers the first name', () => {
    expect(displayName({ firstName: 'Ada', email: 'x@y.z' })).toBe('Ada');
  });
  it('falls back to the e-mail before the at sign, then to User', () => {
    expect(displayName({ firstName: ' ', email: 'grace.h@example.com' })).toBe('grace.h');
    expect(displayName({ firstName: null, email: null })).toBe('User');
    expect(displayName({})).toBe('User');
  });
  it('gives an upper-case initial', () => {
    expect(avatarInitial('grace')).toBe('G');
  });
});
