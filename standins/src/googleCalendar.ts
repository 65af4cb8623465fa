// Google's APIs on www.googleapis.com as @googleapis/calendar calls them (rootUrl = this
// stand-in): Calendar v3's calendars.get and events.list on the account's own calendar, and the
// OpenID userinfo endpoint. Every call needs a live Bearer access token issued by the OAuth
// stand-in sharing the same GoogleState.
import { z } from 'zod';
import type { Fault, StandinRequest, StandinResponse, StandinSpec } from './harness';
import { apiError, badControl, bearerGrant, unauthenticated, userinfoRoute } from './googleApiAuth';
import { demoEvents, renderEvent, selectEvents, StoredEvent, type ListQuery } from './googleEvents';
import { SCOPES, type Account, type GoogleState } from './googleState';
import { isTimeZone, parseDateTime } from './googleTime';

const READ_SCOPES: string[] = [SCOPES.eventsReadonly, SCOPES.calendarReadonly];
const DEFAULT_PAGE_SIZE = 250;
const MAX_PAGE_SIZE = 2500;

const badRequest = (message: string, reason = 'badRequest') =>
  apiError(400, 'INVALID_ARGUMENT', reason, message);

/** The account whose calendar the request may read, or the error Google answers with. */
function calendarOwner(request: StandinRequest, state: GoogleState): Account | StandinResponse {
  const grant = bearerGrant(request, state);
  if (!grant) return unauthenticated();
  if (!grant.scopes.some((scope) => READ_SCOPES.includes(scope))) {
    return apiError(
      403,
      'PERMISSION_DENIED',
      'insufficientPermissions',
      'Request had insufficient authentication scopes.',
    );
  }
  const account = state.account(grant.email);
  const calendarId = (request.params.calendarId ?? '').toLowerCase();
  if (calendarId !== 'primary' && calendarId !== account.email) {
    return apiError(404, 'NOT_FOUND', 'notFound', 'Not Found');
  }
  return account;
}

const pageToken = {
  write: (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url'),
  read: (token: string): number | null => {
    try {
      const { offset } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
        offset?: unknown;
      };
      return Number.isInteger(offset) && (offset as number) >= 0 ? (offset as number) : null;
    } catch {
      return null;
    }
  },
};

interface Paging {
  offset: number;
  maxResults: number;
}

/** events.list's query, checked as the API checks it. */
function parseListQuery(
  query: URLSearchParams,
  account: Account,
): (ListQuery & Paging) | StandinResponse {
  const bound = (name: 'timeMin' | 'timeMax') => {
    const value = query.get(name);
    if (value === null) return undefined;
    return (
      parseDateTime(value) ?? badRequest(`Bad Request: ${name} must be RFC 3339 with an offset`)
    );
  };
  const timeMin = bound('timeMin');
  const timeMax = bound('timeMax');
  if (typeof timeMin === 'object') return timeMin;
  if (typeof timeMax === 'object') return timeMax;
  if (timeMin !== undefined && timeMax !== undefined && timeMax <= timeMin) {
    return badRequest('The specified time range is empty.', 'timeRangeEmpty');
  }
  const singleEvents = query.get('singleEvents') === 'true';
  const orderBy = query.get('orderBy') ?? undefined;
  if (orderBy !== undefined && orderBy !== 'startTime' && orderBy !== 'updated') {
    return badRequest(`Invalid value for orderBy: ${orderBy}`, 'invalidParameter');
  }
  if (orderBy === 'startTime' && !singleEvents) {
    return badRequest('The requested ordering is not available for the particular query.');
  }
  const maxText = query.get('maxResults');
  const maxResults = maxText === null ? DEFAULT_PAGE_SIZE : Number(maxText);
  if (!Number.isInteger(maxResults) || maxResults < 1) {
    return badRequest(`Invalid value for maxResults: ${maxText}`, 'invalidParameter');
  }
  const timeZone = query.get('timeZone') ?? account.timeZone;
  if (!isTimeZone(timeZone))
    return badRequest('Invalid time zone definition for time zone.', 'invalidParameter');
  const tokenText = query.get('pageToken');
  const offset = tokenText === null ? 0 : pageToken.read(tokenText);
  if (offset === null) return badRequest('Invalid page token.', 'invalidParameter');
  return {
    timeMin,
    timeMax,
    singleEvents,
    orderBy,
    showDeleted: query.get('showDeleted') === 'true',
    timeZone,
    offset,
    maxResults: Math.min(maxResults, MAX_PAGE_SIZE),
  };
}

const AccountEvents = z.array(StoredEvent);
const AccountEmail = z.email();
const TimeZoneInput = z.object({
  timeZone: z.string().refine(isTimeZone, 'expected an IANA time zone'),
});

export function googleApisStandin(state: GoogleState): StandinSpec {
  const eventsOf = (account: Account) =>
    account.events ?? demoEvents(state.now(), account.timeZone);

  return {
    name: 'google-apis',
    routes: [
      {
        method: 'GET',
        path: '/calendar/v3/calendars/{calendarId}',
        handle: (request) => {
          const account = calendarOwner(request, state);
          if ('status' in account) return account;
          return {
            status: 200,
            body: {
              kind: 'calendar#calendar',
              etag: `"${Buffer.from(account.timeZone).toString('base64url')}"`,
              id: account.email,
              summary: account.email,
              timeZone: account.timeZone,
              conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] },
            },
          };
        },
      },
      {
        method: 'GET',
        path: '/calendar/v3/calendars/{calendarId}/events',
        handle: (request) => {
          const account = calendarOwner(request, state);
          if ('status' in account) return account;
          const query = parseListQuery(request.query, account);
          if ('status' in query) return query;
          const selected = selectEvents(eventsOf(account), account.timeZone, query);
          const page = selected.slice(query.offset, query.offset + query.maxResults);
          const next = query.offset + query.maxResults;
          return {
            status: 200,
            body: {
              kind: 'calendar#events',
              etag: `"${selected.length}"`,
              summary: account.email,
              description: '',
              updated: new Date(state.now()).toISOString(),
              timeZone: account.timeZone,
              accessRole: 'owner',
              defaultReminders: [{ method: 'popup', minutes: 10 }],
              ...(next < selected.length ? { nextPageToken: pageToken.write(next) } : {}),
              items: page.map((occurrence) =>
                renderEvent(occurrence, account.email, query.timeZone),
              ),
            },
          };
        },
      },
      userinfoRoute(state),
    ],
    faults: {
      'rate-limit': (): Fault =>
        apiError(
          403,
          'PERMISSION_DENIED',
          'rateLimitExceeded',
          'Rate Limit Exceeded',
          'usageLimits',
        ),
      'too-many-requests': (): Fault =>
        apiError(
          429,
          'RESOURCE_EXHAUSTED',
          'rateLimitExceeded',
          'Rate Limit Exceeded',
          'usageLimits',
        ),
      'server-error': (): Fault => apiError(500, 'INTERNAL', 'backendError', 'Backend Error'),
      unauthorized: (): Fault => unauthenticated(),
    },
    control: [
      {
        method: 'PUT',
        path: '/accounts/{email}/events',
        handle: ({ params, body }) => {
          const email = AccountEmail.safeParse(params.email);
          if (!email.success) return badControl(email.error);
          const parsed = AccountEvents.safeParse(body);
          if (!parsed.success) return badControl(parsed.error);
          state.account(email.data).events = parsed.data;
          return { status: 204 };
        },
      },
      {
        method: 'PUT',
        path: '/accounts/{email}/time-zone',
        handle: ({ params, body }) => {
          const email = AccountEmail.safeParse(params.email);
          if (!email.success) return badControl(email.error);
          const parsed = TimeZoneInput.safeParse(body);
          if (!parsed.success) return badControl(parsed.error);
          state.account(email.data).timeZone = parsed.data.timeZone;
          return { status: 204 };
        },
      },
    ],
    reset: () => state.reset(),
  };
}
