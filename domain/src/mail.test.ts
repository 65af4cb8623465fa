import { describe, expect, it } from 'vitest';
import { isOptionalMailKind, verifiedAddress } from './mail';

describe('verifiedAddress', () => {
  it('is the address once Firebase Auth has verified it, and none before', () => {
    expect(verifiedAddress({ email: 'ada@example.com', emailVerified: true })).toBe(
      'ada@example.com',
    );
    expect(verifiedAddress({ email: 'ada@example.com', emailVerified: false })).toBeNull();
  });
});

describe('isOptionalMailKind', () => {
  it('knows the mail a switch turns off, and nothing else', () => {
    expect(isOptionalMailKind('reminder')).toBe(true);
    expect(isOptionalMailKind('digest')).toBe(true);
    expect(isOptionalMailKind('receipt')).toBe(false);
    expect(isOptionalMailKind('toString')).toBe(false);
  });
});
