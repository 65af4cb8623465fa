// How Google's APIs check the Bearer access token, and the OpenID userinfo endpoint that both
// Google stand-ins serve (www.googleapis.com/oauth2/v3/userinfo and the OAuth base).
import type { z } from 'zod';
import type { Route, StandinRequest, StandinResponse } from './harness';
import { SCOPES, type Grant, type GoogleState } from './googleState';

/** A control request the stand-in cannot apply. */
export const badControl = (error: z.ZodError): StandinResponse => ({
  status: 400,
  body: {
    message: error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  },
});

/** An error in the shape of Google's JSON APIs (Calendar v3 included). */
export function apiError(
  code: number,
  status: string,
  reason: string,
  message: string,
  domain = 'global',
): StandinResponse {
  return {
    status: code,
    body: { error: { code, message, errors: [{ message, domain, reason }], status } },
  };
}

export const unauthenticated = () =>
  apiError(
    401,
    'UNAUTHENTICATED',
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  );

/** The live grant of the request's Bearer token; unknown, expired or revoked tokens get none. */
export function bearerGrant(request: StandinRequest, state: GoogleState): Grant | undefined {
  const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] ? state.grantOfAccessToken(bearer[1]) : undefined;
}

export function userinfoRoute(state: GoogleState): Route {
  return {
    method: 'GET',
    path: '/oauth2/v3/userinfo',
    handle: (request) => {
      const grant = bearerGrant(request, state);
      if (!grant) {
        return {
          status: 401,
          body: { error: 'invalid_request', error_description: 'Invalid Credentials' },
        };
      }
      const account = state.account(grant.email);
      return {
        status: 200,
        body: {
          sub: account.sub,
          ...(grant.scopes.includes(SCOPES.profile) ? { name: account.name } : {}),
          ...(grant.scopes.includes(SCOPES.email)
            ? { email: account.email, email_verified: true }
            : {}),
        },
      };
    },
  };
}
