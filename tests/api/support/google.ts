// The Google stand-ins (standins/, ports 9903 and 9904) as the Google Calendar tests drive them,
// and the browser's part of the OAuth round trip: start, consent page, return to the callback.
import { expect } from 'vitest';
import { answerConsent } from '../../../standins/src/googleTesting';
import { HOSTING_URL } from '../../support/emulators';
import { api } from './http';
import type { TestUser } from './users';

export const GOOGLE_OAUTH_URL = 'http://127.0.0.1:9903';
export const GOOGLE_APIS_URL = 'http://127.0.0.1:9904';
export const EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events.readonly';

export async function googleControl(
  base: string,
  path: string,
  body?: unknown,
  method = 'POST',
): Promise<unknown> {
  const response = await fetch(`${base}/_control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} /_control/${path}`).toBeLessThan(300);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

export const resetGoogle = () =>
  Promise.all([googleControl(GOOGLE_OAUTH_URL, 'reset'), googleControl(GOOGLE_APIS_URL, 'reset')]);

/** The next call to a Google stand-in fails with one of its named faults. */
export const googleFault = (base: string, fault: string) =>
  googleControl(base, 'faults', { fault });

export interface LoggedCall {
  method: string;
  path: string;
  body: unknown;
}

export async function googleCalls(base: string): Promise<LoggedCall[]> {
  const response = await fetch(`${base}/_control/requests`);
  return (await response.json()) as LoggedCall[];
}

export interface AuthStart {
  authUrl: URL;
  /** The `__session` cookie the browser keeps, as a Cookie header. */
  cookie: string;
}

/** GET /api/integrations/google/auth, as the Settings page calls it. */
export async function startAuth(user: TestUser): Promise<AuthStart> {
  const response = await api<{ authUrl: string }>(
    'GET',
    '/api/integrations/google/auth',
    user.idToken,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('__session='));
  expect(setCookie).toBeDefined();
  return { authUrl: new URL(response.body.authUrl), cookie: (setCookie ?? '').split(';')[0] ?? '' };
}

/** Follows Google's redirect back to the callback (through Hosting); returns where it sends the browser. */
export async function returnToCallback(redirect: URL, cookie: string | null): Promise<string> {
  const response = await fetch(`${HOSTING_URL}${redirect.pathname}${redirect.search}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

/** The result a callback URL ends in: the value of ?google_calendar=. */
export function resultOf(location: string): string | null {
  return new URL(location, HOSTING_URL).searchParams.get('google_calendar');
}

/** The whole round trip in one browser: start, consent answered, callback. */
export async function connectGoogle(
  user: TestUser,
  options: { button?: 'Allow' | 'Deny'; untick?: string[] } = {},
): Promise<string | null> {
  const { authUrl, cookie } = await startAuth(user);
  const redirect = await answerConsent(
    authUrl.toString(),
    options.button ?? 'Allow',
    options.untick,
  );
  return resultOf(await returnToCallback(redirect, cookie));
}
