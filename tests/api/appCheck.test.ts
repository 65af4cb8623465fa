// App Check on the emulators: the api verifies a token that comes against the local stand-in's
// keys, and lets a call without one through (APP_CHECK_ENFORCED=false here; a deployed project
// refuses it, functions/src/platform/http/middleware/appCheck.test.ts).
import { describe, expect, it } from 'vitest';
import { exchangedToken, withClaims } from '../../standins/src/appCheckTesting';
import { ports } from '../../standins/src/index';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

const INVALID = 'The App Check token is invalid or expired: reload the app';

const appCheckToken = () => exchangedToken(`http://127.0.0.1:${ports.appCheck}`);

describe('App Check on the API', () => {
  it("answers a call carrying the app's token, and one carrying none", async () => {
    const user = await createUser();
    const headers = { 'X-Firebase-AppCheck': await appCheckToken() };
    expect((await api('GET', '/api/focus', user.idToken, undefined, { headers })).status).toBe(200);
    expect((await api('GET', '/api/focus', user.idToken)).status).toBe(200);
  });

  it('refuses a forged or altered token with 401, before the route runs', async () => {
    const user = await createUser();
    for (const token of ['forged', withClaims(await appCheckToken(), { sub: 'a-script' })]) {
      const headers = { 'X-Firebase-AppCheck': token };
      const refused = await api('POST', '/api/focus/start', user.idToken, {}, { headers });
      expect(refused.status).toBe(401);
      expect(messageOf(refused)).toBe(INVALID);
    }
    const state = await api<{ timer: unknown }>('GET', '/api/focus', user.idToken);
    expect(state.body.timer).toBeNull();
  });
});
