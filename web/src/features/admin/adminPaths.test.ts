import { describe, expect, it } from 'vitest';
import { adminUserPath, userIdOf } from './adminPaths';

describe('userIdOf', () => {
  it('is the last segment of a /super-panel/user/ path', () => {
    expect(userIdOf('/super-panel/user/abc123')).toBe('abc123');
    expect(userIdOf('/super-panel/user/abc123/')).toBe('abc123');
    expect(userIdOf('/super-panel/user/x/y')).toBe('y');
    expect(userIdOf(adminUserPath('a b'))).toBe('a b');
  });

  it('is null for the other admin paths', () => {
    expect(userIdOf('/super-panel')).toBeNull();
    expect(userIdOf('/super-panel/user/')).toBeNull();
    expect(userIdOf('/x/super-panel/user/abc')).toBeNull();
  });
});
