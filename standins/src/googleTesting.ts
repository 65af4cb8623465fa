// For tests of the Google stand-ins and of code built on them: both stand-ins on free ports
// sharing one state, an OAuth2Client pointed at them, and a browser's part of the consent
// (load the page, tick or untick scopes, press a button) done with plain fetch.
import { CodeChallengeMethod, gaxios, OAuth2Client } from 'google-auth-library';
import { startStandin, type RunningStandin } from './harness';
import { googleApisStandin } from './googleCalendar';
import { googleOAuthStandin } from './googleOAuth';
import { DEFAULT_CLIENT, GoogleState, SCOPES } from './googleState';

export interface RunningGoogle {
  oauth: RunningStandin;
  apis: RunningStandin;
  close: () => Promise<void>;
  control: (
    standin: RunningStandin,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<Response>;
}

export async function startGoogle(): Promise<RunningGoogle> {
  const state = new GoogleState();
  const oauth = await startStandin(googleOAuthStandin(state), 0);
  const apis = await startStandin(googleApisStandin(state), 0);
  return {
    oauth,
    apis,
    close: async () => {
      await Promise.all([oauth.close(), apis.close()]);
    },
    control: (standin, method, path, body) =>
      fetch(`${standin.url}/_control/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

export const REDIRECT_URI = DEFAULT_CLIENT.redirectUris[0] ?? '';

export function oauthClientFor(
  oauth: RunningStandin,
  options: Partial<ConstructorParameters<typeof OAuth2Client>[0] & object> = {},
): OAuth2Client {
  return new OAuth2Client({
    clientId: DEFAULT_CLIENT.clientId,
    clientSecret: DEFAULT_CLIENT.clientSecret,
    redirectUri: REDIRECT_URI,
    endpoints: {
      oauth2AuthBaseUrl: `${oauth.url}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${oauth.url}/token`,
      oauth2RevokeUrl: `${oauth.url}/revoke`,
      oauth2FederatedSignonPemCertsUrl: `${oauth.url}/oauth2/v1/certs`,
      oauth2FederatedSignonJwkCertsUrl: `${oauth.url}/oauth2/v3/certs`,
    },
    ...options,
  });
}

/** The authorization URL the feature builds: PKCE S256, offline access, fresh consent. */
export async function authorizationUrl(
  client: OAuth2Client,
  options: { scope?: string[]; loginHint?: string; state?: string } = {},
) {
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const url = client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: options.scope ?? ['openid', 'email', SCOPES.eventsReadonly],
    login_hint: options.loginHint ?? 'ada@pomoplan.test',
    state: options.state ?? 'state-123',
    code_challenge_method: CodeChallengeMethod.S256,
    code_challenge: codeChallenge,
  });
  return { url, codeVerifier };
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/**
 * What a browser does on the consent page: submits its form with the hidden fields, the
 * scope checkboxes still ticked (minus `untick`) and the pressed button. Returns where the
 * stand-in redirects to.
 */
export async function answerConsent(
  pageUrl: string,
  button: 'Allow' | 'Deny',
  untick: string[] = [],
): Promise<URL> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">/.exec(html);
  if (!form?.[1]) throw new Error('the consent page has no form');
  const fields = new URLSearchParams();
  for (const [tag] of html.matchAll(/<input [^>]*>/g)) {
    const name = attribute(tag, 'name');
    const value = attribute(tag, 'value') ?? 'on';
    const type = attribute(tag, 'type');
    if (!name) continue;
    if (type === 'checkbox' && (!/\bchecked\b/.test(tag) || untick.includes(value))) continue;
    fields.set(name, value);
  }
  const pressed = new RegExp(`<button [^>]*name="([^"]+)" value="([^"]+)">${button}</button>`).exec(
    html,
  );
  if (!pressed?.[1] || !pressed[2]) throw new Error(`the consent page has no ${button} button`);
  fields.set(pressed[1], pressed[2]);
  const answer = await fetch(new URL(form[1], pageUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`the form answered ${answer.status}`);
  return new URL(location);
}

/** The whole connection: consent allowed, code exchanged. */
export async function connect(
  client: OAuth2Client,
  options: { scope?: string[]; loginHint?: string; untick?: string[] } = {},
) {
  const { url, codeVerifier } = await authorizationUrl(client, options);
  const redirect = await answerConsent(url, 'Allow', options.untick);
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code in ${redirect.toString()}`);
  const { tokens } = await client.getToken({ code, codeVerifier });
  client.setCredentials(tokens);
  return tokens;
}

/** The GaxiosError a call rejects with, so that its status and body can be asserted. */
export async function gaxiosFailure(promise: Promise<unknown>): Promise<gaxios.GaxiosError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof gaxios.GaxiosError) return error;
  throw new Error(`expected a GaxiosError, got ${String(error)}`);
}
