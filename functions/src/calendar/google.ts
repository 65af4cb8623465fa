// Google's OAuth server and Calendar API through the official clients (google-auth-library and
// @googleapis/calendar); only the addresses change on the emulators (GOOGLE_OAUTH_BASE and
// GOOGLE_API_BASE point at the local stand-ins).
import type * as CalendarSdk from '@googleapis/calendar';
import type { calendar_v3 } from '@googleapis/calendar';
import type * as GoogleAuth from 'google-auth-library';
import type { OAuth2Client } from 'google-auth-library';
import {
  appUrl,
  googleApiBase,
  googleClientId,
  googleClientSecret,
  googleOAuthBase,
} from '../platform/config';
import { lazyPackage } from '../platform/lazyPackage';

const calendarSdk = lazyPackage<typeof CalendarSdk>('@googleapis/calendar');
const googleAuth = lazyPackage<typeof GoogleAuth>('google-auth-library');

/** The read-only scope the connection asks for; `calendar.readonly` covers it too. */
export const EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events.readonly';
const CALENDAR_READ_SCOPES = [EVENTS_SCOPE, 'https://www.googleapis.com/auth/calendar.readonly'];
/** `openid email` gives an id_token naming the Google account the user connected. */
export const CONNECT_SCOPES = ['openid', 'email', EVENTS_SCOPE];

export const CALLBACK_PATH = '/api/integrations/google/callback';

/** Waits this long for one call to Google; a calendar must not hang the page. */
const TIMEOUT_MS = 10_000;

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Empty: accounts.google.com / oauth2.googleapis.com. */
  oauthBase: string;
  /** Empty: www.googleapis.com. */
  apiBase: string;
}

export function googleOptions(): GoogleOptions {
  return {
    clientId: googleClientId.value(),
    clientSecret: googleClientSecret.value(),
    redirectUri: `${appUrl.value().replace(/\/$/, '')}${CALLBACK_PATH}`,
    oauthBase: googleOAuthBase.value(),
    apiBase: googleApiBase.value(),
  };
}

/** An OAuth client for the configured Google (or its stand-in), optionally with a token. */
export function oauthClient(options: GoogleOptions, refreshToken?: string): OAuth2Client {
  const base = options.oauthBase.replace(/\/$/, '');
  const client = new (googleAuth().OAuth2Client)({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUri: options.redirectUri,
    ...(base
      ? {
          endpoints: {
            oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`,
            oauth2TokenUrl: `${base}/token`,
            oauth2RevokeUrl: `${base}/revoke`,
            oauth2FederatedSignonPemCertsUrl: `${base}/oauth2/v1/certs`,
            oauth2FederatedSignonJwkCertsUrl: `${base}/oauth2/v3/certs`,
          },
        }
      : {}),
  });
  client.transporter.defaults = { ...client.transporter.defaults, timeout: TIMEOUT_MS };
  if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
  return client;
}

/** PKCE with SHA-256, the method Google requires of a client that sends a verifier. */
export const pkceS256 = () => googleAuth().CodeChallengeMethod.S256;

export function calendarApi(options: GoogleOptions, auth: OAuth2Client): calendar_v3.Calendar {
  const root = options.apiBase.replace(/\/$/, '');
  return calendarSdk().calendar({
    version: 'v3',
    auth,
    timeout: TIMEOUT_MS,
    retry: false,
    ...(root ? { rootUrl: `${root}/` } : {}),
  });
}

/** Whether the granted scopes (space-separated, as Google returns them) can read events. */
export function canReadEvents(granted: string | null | undefined): boolean {
  const scopes = (granted ?? '').split(' ');
  return CALENDAR_READ_SCOPES.some((scope) => scopes.includes(scope));
}

/** Google's OAuth error code of a failed call (`invalid_grant`, …), if it is one. */
export function oauthErrorOf(error: unknown): string | null {
  if (!(error instanceof googleAuth().gaxios.GaxiosError)) return null;
  const data: unknown = error.response?.data;
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const code = (data as { error: unknown }).error;
    if (typeof code === 'string') return code;
  }
  return error.message === 'invalid_grant' ? 'invalid_grant' : null;
}

/** The HTTP status of a failed call to Google, if it got that far. */
export function statusOf(error: unknown): number | null {
  return error instanceof googleAuth().gaxios.GaxiosError ? (error.response?.status ?? null) : null;
}
