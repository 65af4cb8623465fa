// Connecting Google Calendar: start the OAuth round trip, Google's return, disconnect.
import {
  GOOGLE_CALENDAR_RESULTS,
  GoogleAuthUrlResponseSchema,
  GoogleCallbackQuerySchema,
} from '@pomoplan/domain';
import type { Request, Response } from 'express';
import { appUrl } from '../platform/config';
import { CALENDAR_REQUIRES_PRO } from './calendarAccess';
import { disconnect, finishConnection, startConnection } from './googleConnection';
import { STATE_LIFETIME_MS } from './googleOAuthStates';
import { linkKey } from '../platform/http/middleware/rateLimit';
import { route } from '../platform/http/route';

// Firebase Hosting forwards only this cookie to functions.
const COOKIE = '__session';
const COOKIE_PATH = '/api/integrations/google';

function setBinding(res: Response, binding: string): void {
  res.cookie(COOKIE, binding, {
    httpOnly: true,
    // Lax: sent on the top-level navigation back from Google, never on cross-site requests.
    sameSite: 'lax',
    secure: appUrl.value().startsWith('https:'),
    path: COOKIE_PATH,
    maxAge: STATE_LIFETIME_MS,
  });
}

function bindingOf(req: Request): string | null {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

export const googleCalendarRoutes = [
  route(
    {
      method: 'get',
      path: '/integrations/google/auth',
      access: { feature: 'calendarView', refusal: CALENDAR_REQUIRES_PRO },
      tag: 'integrations',
      summary: "Start connecting Google Calendar: Google's consent page address (pro and master)",
      description:
        'Authorization-code flow with PKCE (S256), offline access, consent prompt, the read-only events scope and a single-use state valid for 10 minutes. Sets an HttpOnly cookie binding the state to this browser.',
      response: GoogleAuthUrlResponseSchema,
    },
    async ({ uid, caller, res }) => {
      const { authUrl, binding } = await startConnection(uid, caller.token.email ?? null);
      setBinding(res, binding);
      return { authUrl };
    },
  ),
  route(
    {
      method: 'get',
      path: '/integrations/google/callback',
      access: 'public',
      tag: 'integrations',
      summary: "Google's return from the consent page (a browser navigation)",
      description: `Redirects to /settings?google_calendar= one of ${GOOGLE_CALENDAR_RESULTS.join(', ')}.`,
      query: GoogleCallbackQuerySchema,
      status: 302,
      limitPer: [(req) => linkKey('google-callback', req.query.state)],
    },
    async ({ query, req, res }) => {
      const result = await finishConnection(query, bindingOf(req));
      res.clearCookie(COOKIE, { path: COOKIE_PATH });
      return `/settings?google_calendar=${result}`;
    },
  ),
  route(
    {
      method: 'delete',
      path: '/integrations/google/disconnect',
      access: 'user',
      tag: 'integrations',
      summary: 'Disconnect Google Calendar: revoke the grant at Google and forget it',
      status: 204,
    },
    async ({ uid }) => {
      await disconnect(uid);
    },
  ),
];
