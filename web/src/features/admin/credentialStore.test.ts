import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_SESSION_MS,
  clearCredentials,
  storeCredentials,
  storedCredentials,
} from './credentialStore';

const credentials = { email: 'admin@pomoplan.test', password: 'secret' };

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

describe('admin credentials in sessionStorage', () => {
  it('are kept for one hour, then forgotten', () => {
    storeCredentials(credentials, 1000);
    expect(storedCredentials(1000 + ADMIN_SESSION_MS - 1)).toEqual(credentials);
    expect(storedCredentials(1000 + ADMIN_SESSION_MS)).toBeNull();
    expect(storedCredentials(1000)).toBeNull();
  });

  it('are gone after logout', () => {
    storeCredentials(credentials, 1000);
    clearCredentials();
    expect(storedCredentials(1000)).toBeNull();
  });

  it('ignore anything malformed', () => {
    sessionStorage.setItem('pomoplan.admin.session', '{not json');
    expect(storedCredentials()).toBeNull();
    sessionStorage.setItem('pomoplan.admin.session', JSON.stringify({ email: 'a' }));
    expect(storedCredentials()).toBeNull();
  });
});
