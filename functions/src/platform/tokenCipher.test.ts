import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken } from './tokenCipher';

describe('tokenCipher', () => {
  it('opens what it sealed, with the same secret only', () => {
    const sealed = encryptToken('1//0refresh-token', 'secret-a');
    expect(sealed).not.toContain('refresh-token');
    expect(decryptToken(sealed, 'secret-a')).toBe('1//0refresh-token');
    expect(decryptToken(sealed, 'secret-b')).toBeNull();
  });

  it('seals the same token differently each time and refuses altered values', () => {
    const first = encryptToken('token', 'k');
    expect(encryptToken('token', 'k')).not.toBe(first);
    const [version, iv, tag, data] = first.split('.');
    // The first character: the last one of a base64 text may carry only padding bits, which
    // decode to the same bytes whatever they are.
    const altered = [version, iv, tag, `${data?.startsWith('A') ? 'B' : 'A'}${data?.slice(1)}`];
    expect(decryptToken(altered.join('.'), 'k')).toBeNull();
    expect(decryptToken('not sealed', 'k')).toBeNull();
  });
});
