// Google's OAuth 2.0 server (accounts.google.com and oauth2.googleapis.com) as
// google-auth-library's OAuth2Client and a browser use it, with every URL on one base so that
// `endpoints: { oauth2AuthBaseUrl, oauth2TokenUrl, oauth2RevokeUrl }` can point at it:
//
//   GET  /o/oauth2/v2/auth            the consent page ('Allow' / 'Deny'), or an error page
//   POST /o/oauth2/v2/auth/decision   the consent form: redirects back with a code or an error
//   POST /token                       authorization_code (PKCE S256 required), refresh_token
//   POST /revoke                      ends the grant behind an access or refresh token
//   GET  /oauth2/v1/certs, /v3/certs  the keys id_tokens are signed with (PEM, JWK)
//   GET  /oauth2/v3/userinfo          the signed-in account (also served by the APIs stand-in)
//
// Stricter than Google on purpose: it refuses an authorization request without an S256 PKCE
// challenge, so the app cannot drop PKCE unnoticed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Fault, Route, StandinRequest, StandinResponse, StandinSpec } from './harness';
import {
  ACCESS_TOKEN_LIFETIME_S,
  DEFAULT_ACCOUNT_EMAIL,
  KNOWN_SCOPES,
  normalizeScope,
  type Grant,
  type GoogleState,
  type OAuthClient,
} from './googleState';
import { badControl, userinfoRoute } from './googleApiAuth';
import { escapeHtml } from './html';

/** Scopes the consent page offers as checkboxes; the identity scopes are always granted. */
const OPTIONAL_SCOPE = /^https:\/\/www\.googleapis\.com\/auth\/calendar/;

interface AuthRequest {
  client: OAuthClient;
  redirectUri: string;
  scopes: string[];
  state?: string;
  codeChallenge: string;
  email: string;
  offline: boolean;
  forceConsent: boolean;
}

function page(status: number, title: string, body: string): StandinResponse {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`,
  };
}

/** Google's "Access blocked" page: an invalid request is never redirected back. */
function errorPage(error: string, detail: string): StandinResponse {
  return page(
    400,
    'Error 400',
    `<h1>Access blocked: This app\u2019s request is invalid</h1><p><strong>Error 400: ${escapeHtml(error)}</strong></p><p>${escapeHtml(detail)}</p>`,
  );
}

function parseAuthRequest(
  query: URLSearchParams,
  state: GoogleState,
): AuthRequest | StandinResponse {
  const clientId = query.get('client_id') ?? '';
  const client = state.clients.get(clientId);
  if (!client) {
    return page(
      401,
      'Error 401',
      `<h1>Access blocked: Authorization Error</h1><p><strong>Error 401: invalid_client</strong></p><p>The OAuth client was not found.</p>`,
    );
  }
  const redirectUri = query.get('redirect_uri') ?? '';
  if (!client.redirectUris.includes(redirectUri)) {
    return errorPage(
      'redirect_uri_mismatch',
      `You can\u2019t sign in to this app because it doesn\u2019t comply with Google\u2019s OAuth 2.0 policy. If you\u2019re the app developer, register the redirect URI in the Google Cloud Console. Request details: redirect_uri=${redirectUri}`,
    );
  }
  if (query.get('response_type') !== 'code') {
    return errorPage('unsupported_response_type', 'Only response_type=code is supported.');
  }
  const scopes = (query.get('scope') ?? '').split(' ').filter(Boolean);
  if (scopes.length === 0) return errorPage('invalid_request', 'Missing required parameter: scope');
  const unknown = scopes.filter((scope) => !(scope in KNOWN_SCOPES));
  if (unknown.length > 0) {
    return errorPage('invalid_scope', `Some requested scopes were invalid: ${unknown.join(' ')}`);
  }
  const codeChallenge = query.get('code_challenge') ?? '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge) || query.get('code_challenge_method') !== 'S256') {
    return errorPage(
      'invalid_request',
      'This app must use PKCE: code_challenge (the base64url SHA-256 of the verifier) with code_challenge_method=S256.',
    );
  }
  const accessType = query.get('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') {
    return errorPage('invalid_request', `Invalid access_type: ${accessType}`);
  }
  const hint = query.get('login_hint') ?? '';
  return {
    client,
    redirectUri,
    scopes: [...new Set(scopes.map(normalizeScope))],
    state: query.get('state') ?? undefined,
    codeChallenge,
    email: hint.includes('@') ? hint.toLowerCase() : DEFAULT_ACCOUNT_EMAIL,
    offline: accessType === 'offline',
    forceConsent: (query.get('prompt') ?? '').split(' ').includes('consent'),
  };
}

function consentPage(consentId: string, request: AuthRequest): StandinResponse {
  const scopeItems = request.scopes
    .map((scope, index) => {
      const text = escapeHtml(KNOWN_SCOPES[scope] ?? scope);
      return OPTIONAL_SCOPE.test(scope)
        ? `<li><label><input type="checkbox" name="scope_${index}" value="${escapeHtml(scope)}" checked> ${text}</label></li>`
        : `<li>${text}</li>`;
    })
    .join('');
  const name = escapeHtml(request.client.name);
  return page(
    200,
    `Sign in - Google Accounts`,
    `<h1>${name} wants access to your Google Account</h1>
<p id="account">${escapeHtml(request.email)}</p>
<form method="post" action="/o/oauth2/v2/auth/decision">
<input type="hidden" name="consent" value="${consentId}">
<p>Select what ${name} can access</p>
<ul>${scopeItems}</ul>
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form>`,
  );
}

function redirect(to: string, params: Record<string, string | undefined>): StandinResponse {
  const url = new URL(to);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return { status: 302, headers: { location: url.toString() } };
}

const oauthError = (status: number, error: string, description: string): StandinResponse => ({
  status,
  headers: { 'cache-control': 'no-store' },
  body: { error, error_description: description },
});

const formOf = (body: unknown): Record<string, string> =>
  typeof body === 'object' && body !== null ? (body as Record<string, string>) : {};

/** Client authentication: client_secret_basic, or client_id and client_secret in the form. */
function authenticate(request: StandinRequest, state: GoogleState): OAuthClient | StandinResponse {
  const form = formOf(request.body);
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
  let id = form.client_id;
  let secret = form.client_secret;
  if (basic) {
    const [user = '', password = ''] = Buffer.from(basic[1] ?? '', 'base64')
      .toString('utf8')
      .split(':');
    id = decodeURIComponent(user);
    secret = decodeURIComponent(password);
  }
  const client = id ? state.clients.get(id) : undefined;
  if (!client) return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
  if (secret !== client.clientSecret) return oauthError(401, 'invalid_client', 'Unauthorized');
  return client;
}

/** RFC 7636: the challenge is the unpadded base64url SHA-256 of the verifier. */
function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

function tokenResponse(state: GoogleState, grant: Grant, withRefreshToken: boolean) {
  return {
    status: 200,
    headers: { 'cache-control': 'no-store' },
    body: {
      access_token: state.issueAccessToken(grant),
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      ...(withRefreshToken && grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
      ...(grant.scopes.includes('openid') ? { id_token: state.idToken(grant) } : {}),
    },
  };
}

function exchangeCode(form: Record<string, string>, client: OAuthClient, state: GoogleState) {
  if (!form.code) return oauthError(400, 'invalid_request', 'Missing required parameter: code');
  const code = state.codes.get(form.code);
  if (!code) return oauthError(400, 'invalid_grant', 'Malformed auth code.');
  if (code.used || code.expiresAt <= state.now() || code.clientId !== client.clientId) {
    return oauthError(400, 'invalid_grant', 'Bad Request');
  }
  if (form.redirect_uri !== code.redirectUri) {
    return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
  }
  if (!form.code_verifier) return oauthError(400, 'invalid_grant', 'Missing code verifier.');
  if (!verifierMatches(form.code_verifier, code.codeChallenge)) {
    return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
  }
  code.used = true;
  return tokenResponse(state, state.grantFor(code), true);
}

function refresh(form: Record<string, string>, client: OAuthClient, state: GoogleState) {
  if (!form.refresh_token) {
    return oauthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
  }
  const grant = state.grantOfRefreshToken(form.refresh_token);
  if (!grant || grant.clientId !== client.clientId) {
    return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
  }
  return tokenResponse(state, grant, false);
}

const ClientInput = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  name: z.string().min(1),
  redirectUris: z.array(z.url()).min(1),
});

export function googleOAuthStandin(state: GoogleState): StandinSpec {
  /** Consent pages shown and not yet answered, by the id in their form. */
  let pending = new Map<string, AuthRequest>();

  const routes: Route[] = [
    {
      method: 'GET',
      path: '/o/oauth2/v2/auth',
      handle: ({ query }) => {
        const request = parseAuthRequest(query, state);
        if ('status' in request) return request;
        const consentId = randomBytes(12).toString('base64url');
        pending.set(consentId, request);
        return consentPage(consentId, request);
      },
    },
    {
      method: 'POST',
      path: '/o/oauth2/v2/auth/decision',
      handle: ({ body }) => {
        const form = formOf(body);
        const request = pending.get(form.consent ?? '');
        if (!request) return errorPage('invalid_request', 'This consent page has expired.');
        pending.delete(form.consent ?? '');
        if (form.decision !== 'allow') {
          return redirect(request.redirectUri, { error: 'access_denied', state: request.state });
        }
        const ticked = new Set(Object.values(form));
        const scopes = request.scopes.filter(
          (scope) =>
            (!OPTIONAL_SCOPE.test(scope) || ticked.has(scope)) && !state.withheldScopes.has(scope),
        );
        const code = state.issueCode({
          clientId: request.client.clientId,
          email: request.email,
          redirectUri: request.redirectUri,
          scopes,
          codeChallenge: request.codeChallenge,
          offline: request.offline,
          forceConsent: request.forceConsent,
        });
        return redirect(request.redirectUri, {
          state: request.state,
          code,
          scope: scopes.join(' '),
          authuser: '0',
          prompt: 'consent',
        });
      },
    },
    {
      method: 'POST',
      path: '/token',
      handle: (request) => {
        const client = authenticate(request, state);
        if ('status' in client) return client;
        const form = formOf(request.body);
        if (form.grant_type === 'authorization_code') return exchangeCode(form, client, state);
        if (form.grant_type === 'refresh_token') return refresh(form, client, state);
        return oauthError(
          400,
          'unsupported_grant_type',
          `Invalid grant_type: ${form.grant_type ?? ''}`,
        );
      },
    },
    {
      method: 'POST',
      path: '/revoke',
      handle: ({ query, body }) => {
        const value = query.get('token') ?? formOf(body).token;
        if (!value) return oauthError(400, 'invalid_request', 'Bad Request');
        // Google answers an unknown, expired or already revoked token with invalid_token.
        if (!state.revokeToken(value)) {
          return oauthError(400, 'invalid_token', 'Token expired or revoked');
        }
        return { status: 200, body: {} };
      },
    },
    {
      method: 'GET',
      path: '/oauth2/v1/certs',
      handle: () => ({
        status: 200,
        body: {
          [state.signingKey.kid]: state.signingKey.publicKey.export({
            type: 'spki',
            format: 'pem',
          }),
        },
      }),
    },
    {
      method: 'GET',
      path: '/oauth2/v3/certs',
      handle: () => ({
        status: 200,
        body: {
          keys: [
            {
              ...state.signingKey.publicKey.export({ format: 'jwk' }),
              kid: state.signingKey.kid,
              alg: 'RS256',
              use: 'sig',
            },
          ],
        },
      }),
    },
    userinfoRoute(state),
  ];

  return {
    name: 'google-oauth',
    routes,
    faults: {
      'server-error': (): Fault => oauthError(500, 'internal_failure', 'Backend Error'),
      unavailable: (): Fault =>
        oauthError(503, 'temporarily_unavailable', 'The service is temporarily unavailable.'),
      'invalid-grant': (): Fault => oauthError(400, 'invalid_grant', 'Bad Request'),
    },
    control: [
      {
        method: 'POST',
        path: '/clients',
        handle: ({ body }) => {
          const parsed = ClientInput.safeParse(body);
          if (!parsed.success) return badControl(parsed.error);
          state.clients.set(parsed.data.clientId, parsed.data);
          return { status: 204 };
        },
      },
      {
        method: 'PUT',
        path: '/withheld-scopes',
        handle: ({ body }) => {
          const parsed = z.object({ scopes: z.array(z.string()) }).safeParse(body);
          if (!parsed.success) return badControl(parsed.error);
          state.withheldScopes = new Set(parsed.data.scopes.map(normalizeScope));
          return { status: 204 };
        },
      },
      {
        method: 'POST',
        path: '/advance-clock',
        handle: ({ body }) => {
          const parsed = z.object({ seconds: z.number().int().positive() }).safeParse(body);
          if (!parsed.success) return badControl(parsed.error);
          state.advanceClock(parsed.data.seconds);
          return { status: 204 };
        },
      },
      {
        method: 'POST',
        path: '/expire-access-tokens',
        handle: () => {
          state.expireAccessTokens();
          return { status: 204 };
        },
      },
      {
        method: 'POST',
        path: '/revoke-grants',
        handle: ({ body }) => {
          const parsed = z.object({ email: z.email().optional() }).safeParse(body ?? {});
          if (!parsed.success) return badControl(parsed.error);
          state.revokeGrantsOf(parsed.data.email);
          return { status: 204 };
        },
      },
    ],
    reset: () => {
      pending = new Map();
      state.reset();
    },
  };
}
