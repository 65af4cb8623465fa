// What an identity provider hands over is not ours to refuse: an overlong display name is
// shortened and a photo that is not a plain http(s) URL is dropped, so that the account can
// always sign in, and nothing unreadable is stored.
import { describe, expect, it } from 'vitest';
import { readDoc } from './support/admin';
import { api } from './support/http';
import { createAuthUser } from './support/users';

const LONG_FIRST = 'A'.repeat(130);
const LONG_LAST = 'B'.repeat(150);

async function signIn(displayName: string | null, photoURL: string | null) {
  const user = await createAuthUser(displayName ?? undefined);
  const response = await api<Record<string, unknown>>('POST', '/api/auth/firebase', user.idToken, {
    idToken: user.idToken,
    email: user.email,
    displayName,
    photoURL,
  });
  return { user, response };
}

describe('POST /api/auth/firebase with what a provider sends', () => {
  it('shortens a display name over 100 characters instead of refusing the sign-in', async () => {
    const { user, response } = await signIn(`${LONG_FIRST} ${LONG_LAST}`, null);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'A'.repeat(100),
      lastName: 'B'.repeat(100),
    });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ firstName: 'A'.repeat(100) });
  });

  it('shortens the name taken from the ID token too', async () => {
    const user = await createAuthUser(`${LONG_FIRST} Lovelace`);
    const response = await api('POST', '/api/auth/firebase', user.idToken, {
      idToken: user.idToken,
      email: user.email,
      displayName: null,
      photoURL: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'A'.repeat(100), lastName: 'Lovelace' });
  });

  it('separates words at control characters in a display name instead of refusing it', async () => {
    const { user, response } = await signIn('Ada\u0007King\r\nLove\u0000lace', null);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Ada', lastName: 'King Love lace' });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Love lace',
    });
  });

  it('stores the photo only when it is a plain http(s) URL', async () => {
    for (const photo of ['javascript:alert(1)', 'https://x:99999/', 'not a url', 'ftp://x.org/a']) {
      const { user, response } = await signIn('Ada Lovelace', photo);
      expect({ photo, status: response.status }).toEqual({ photo, status: 200 });
      expect(response.body.profileImageUrl).toBeNull();
      expect((await readDoc(`users/${user.uid}`))?.profileImageUrl).toBeNull();
    }
    const photo = 'https://lh3.googleusercontent.com/a/photo=s96-c';
    const { response } = await signIn('Ada Lovelace', photo);
    expect(response.status).toBe(200);
    expect(response.body.profileImageUrl).toBe(photo);
  });
});
