// The Google OAuth stand-in through google-auth-library's OAuth2Client, with the browser's
// part of the consent done by fetch, against both Google stand-ins on free loopback ports.
import { calendar } from '@googleapis/calendar';
import { ClientAuthentication, CodeChallengeMethod } from 'google-auth-library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, SCOPES } from './googleState';
import {
  answerConsent,
  authorizationUrl,
  connect,
  gaxiosFailure,
  oauthClientFor,
  REDIRECT_URI,
  startGoogle,
  type RunningGoogle,
} from './googleTesting';

let google: RunningGoogle;

beforeAll(async () => {
  google = await startGoogle();
});
afterAll(() => google.close());
beforeEach(async () => {
  await google.control(google.oauth, 'POST', 'reset');
});

/** The error a promise rejects with, so that its fields can be asserted. */

const tokenRequests = async () => {
  const log = (await (await fetch(`${google.oauth.url}/_control/requests`)).json()) as {
    path: string;
  }[];
  return log.filter((request) => request.path === '/token').length;
};

describe('consent', () => {
  it('shows the app, the account, the scopes and the two buttons', async () => {
    const { url } = await authorizationUrl(oauthClientFor(google.oauth));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pomoplan wants access to your Google Account');
    expect(html).toContain('ada@pomoplan.test');
    expect(html).toContain('View events on all your calendars');
    expect(html).toContain('>Allow</button>');
    expect(html).toContain('>Deny</button>');
  });

  it('Allow redirects back with a code and the state', async () => {
    const { url } = await authorizationUrl(oauthClientFor(google.oauth), { state: 'st-1' });
    const redirect = await answerConsent(url, 'Allow');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('st-1');
    expect(redirect.searchParams.get('code')).toMatch(/^4\/0/);
    expect(redirect.searchParams.get('error')).toBeNull();
  });

  it('Deny redirects back with access_denied and the state, and no code', async () => {
    const { url } = await authorizationUrl(oauthClientFor(google.oauth), { state: 'st-2' });
    const redirect = await answerConsent(url, 'Deny');
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('st-2');
    expect(redirect.searchParams.get('code')).toBeNull();
  });

  it('shows redirect_uri_mismatch for an unregistered redirect URI instead of redirecting', async () => {
    const client = oauthClientFor(google.oauth, { redirectUri: 'http://evil.test/callback' });
    const { url } = await authorizationUrl(client);
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain('Error 400: redirect_uri_mismatch');
  });

  it('refuses an unknown client and a request without an S256 PKCE challenge', async () => {
    const unknown = oauthClientFor(google.oauth, { clientId: 'nobody.apps.googleusercontent.com' });
    const page = await fetch((await authorizationUrl(unknown)).url);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('invalid_client');

    const withoutPkce = oauthClientFor(google.oauth).generateAuthUrl({
      scope: [SCOPES.eventsReadonly],
    });
    const refused = await fetch(withoutPkce);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Error 400: invalid_request');
  });
});

describe('code exchange', () => {
  it('gives access and refresh tokens, the granted scopes and a verifiable id_token', async () => {
    const client = oauthClientFor(google.oauth);
    const tokens = await connect(client);
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\/0/);
    expect(tokens.scope?.split(' ').sort()).toEqual(
      ['openid', SCOPES.email, SCOPES.eventsReadonly].sort(),
    );
    expect(tokens.expiry_date).toBeGreaterThan(Date.now() + 3_500_000);
    const ticket = await client.verifyIdToken({
      idToken: tokens.id_token ?? '',
      audience: DEFAULT_CLIENT.clientId,
    });
    expect(ticket.getPayload()?.email).toBe('ada@pomoplan.test');
  });

  it('answers the userinfo endpoint with the account e-mail on both bases', async () => {
    const client = oauthClientFor(google.oauth);
    await connect(client, { loginHint: 'Grace@Pomoplan.test' });
    for (const base of [google.apis.url, google.oauth.url]) {
      const { data } = await client.request<{ email: string; email_verified: boolean }>({
        url: `${base}/oauth2/v3/userinfo`,
      });
      expect(data).toMatchObject({ email: 'grace@pomoplan.test', email_verified: true });
    }
  });

  it('refuses a wrong PKCE verifier with invalid_grant', async () => {
    const client = oauthClientFor(google.oauth);
    const { url } = await authorizationUrl(client);
    const code = (await answerConsent(url, 'Allow')).searchParams.get('code') ?? '';
    const { codeVerifier: otherVerifier } = await client.generateCodeVerifierAsync();
    const error = await gaxiosFailure(client.getToken({ code, codeVerifier: otherVerifier }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('invalid_grant');
  });

  it('refuses a code used twice with invalid_grant', async () => {
    const client = oauthClientFor(google.oauth);
    const { url, codeVerifier } = await authorizationUrl(client);
    const code = (await answerConsent(url, 'Allow')).searchParams.get('code') ?? '';
    await client.getToken({ code, codeVerifier });
    const error = await gaxiosFailure(client.getToken({ code, codeVerifier }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('invalid_grant');
  });

  it('refuses a code older than 10 minutes with invalid_grant', async () => {
    const client = oauthClientFor(google.oauth);
    const { url, codeVerifier } = await authorizationUrl(client);
    const code = (await answerConsent(url, 'Allow')).searchParams.get('code') ?? '';
    await google.control(google.oauth, 'POST', 'google-oauth/advance-clock', { seconds: 601 });
    const error = await gaxiosFailure(client.getToken({ code, codeVerifier }));
    expect(error.message).toBe('invalid_grant');
  });

  it('grants only the ticked scopes when the user unticks the calendar', async () => {
    const client = oauthClientFor(google.oauth);
    const tokens = await connect(client, { untick: [SCOPES.eventsReadonly] });
    expect(tokens.scope?.split(' ')).not.toContain(SCOPES.eventsReadonly);
    const api = calendar({ version: 'v3', auth: client, rootUrl: `${google.apis.url}/` });
    const error = await gaxiosFailure(api.events.list({ calendarId: 'primary' }));
    expect(error.status).toBe(403);
  });

  it('withholds the scopes set by the control switch', async () => {
    await google.control(google.oauth, 'PUT', 'google-oauth/withheld-scopes', {
      scopes: [SCOPES.eventsReadonly],
    });
    const tokens = await connect(oauthClientFor(google.oauth));
    expect(tokens.scope?.split(' ').sort()).toEqual(['openid', SCOPES.email].sort());
  });

  it('authenticates the client with HTTP Basic and refuses a wrong secret', async () => {
    const basic = oauthClientFor(google.oauth, {
      clientAuthentication: ClientAuthentication.ClientSecretBasic,
    });
    expect((await connect(basic)).access_token).toBeTruthy();

    const wrong = oauthClientFor(google.oauth, { clientSecret: 'not-the-secret' });
    const error = await gaxiosFailure(connect(wrong));
    expect(error.status).toBe(401);
    expect(error.message).toBe('invalid_client');
  });

  it('retries a failing token endpoint and fails when it keeps failing', async () => {
    await google.control(google.oauth, 'POST', 'reset');
    const client = oauthClientFor(google.oauth);
    const { url, codeVerifier } = await authorizationUrl(client);
    const code = (await answerConsent(url, 'Allow')).searchParams.get('code') ?? '';
    await google.control(google.oauth, 'POST', 'faults', { fault: 'server-error', count: 4 });
    const error = await gaxiosFailure(client.getToken({ code, codeVerifier }));
    expect(error.status).toBe(500);
    expect(await tokenRequests()).toBe(4);
  });
});

describe('refresh and revoke', () => {
  it('refreshes the access token with the refresh token', async () => {
    const client = oauthClientFor(google.oauth);
    const first = await connect(client);
    const { credentials } = await client.refreshAccessToken();
    expect(credentials.access_token).toMatch(/^ya29\./);
    expect(credentials.access_token).not.toBe(first.access_token);
    expect(credentials.refresh_token).toBe(first.refresh_token);
  });

  it('answers a refresh after the grant was revoked with GaxiosError invalid_grant (400)', async () => {
    const client = oauthClientFor(google.oauth);
    await connect(client);
    await google.control(google.oauth, 'POST', 'google-oauth/revoke-grants', {
      email: 'ada@pomoplan.test',
    });
    client.setCredentials({ refresh_token: client.credentials.refresh_token });
    const error = await gaxiosFailure(client.getAccessToken());
    expect(error.status).toBe(400);
    expect(error.message).toBe('invalid_grant');
    expect(error.response?.data).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
  });

  it('revokes the grant through revokeToken, and answers invalid_token for it afterwards', async () => {
    const client = oauthClientFor(google.oauth);
    const tokens = await connect(client);
    const revoked = await client.revokeToken(tokens.refresh_token ?? '');
    expect(revoked.status).toBe(200);

    const refresh = await gaxiosFailure(client.refreshAccessToken());
    expect(refresh.message).toBe('invalid_grant');

    const again = await gaxiosFailure(client.revokeToken(tokens.refresh_token ?? ''));
    expect(again.status).toBe(400);
    expect(again.response?.data).toEqual({
      error: 'invalid_token',
      error_description: 'Token expired or revoked',
    });
  });

  it('gives a refresh token again only when consent is asked for again', async () => {
    const client = oauthClientFor(google.oauth);
    await connect(client);
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({
      access_type: 'offline',
      scope: [SCOPES.eventsReadonly],
      login_hint: 'ada@pomoplan.test',
      code_challenge_method: CodeChallengeMethod.S256,
      code_challenge: codeChallenge,
    });
    const code = (await answerConsent(url, 'Allow')).searchParams.get('code') ?? '';
    const { tokens } = await client.getToken({ code, codeVerifier });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeUndefined();
  });
});
