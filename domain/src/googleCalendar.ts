// The Google Calendar connection's contract: the OAuth round trip's answers and results, and the
// private iCalendar feed of the user's tasks.
import { z } from 'zod/mini';

/**
 * Where the OAuth round trip ends: /settings?google_calendar=<result>. `denied` is the person
 * saying no on Google's consent page: a choice, not a failure.
 */
export const GOOGLE_CALENDAR_RESULTS = [
  'connected',
  'denied',
  'redirect_error',
  'verification_error',
  'token_error',
  'api_error',
  'timestamp_error',
  'error',
] as const;
export type GoogleCalendarResult = (typeof GOOGLE_CALENDAR_RESULTS)[number];

/** GET /api/integrations/google/auth. */
export const GoogleAuthUrlResponseSchema = z.object({ authUrl: z.url() });
export type GoogleAuthUrlResponse = z.infer<typeof GoogleAuthUrlResponseSchema>;

// Google's values are opaque text of bounded size; anything longer is not from Google.
const oauthValue = z.optional(z.string().check(z.minLength(1), z.maxLength(4096)));

/**
 * GET /api/integrations/google/callback: what Google appends to the redirect URI. Every
 * field is optional so that a malformed return still lands on /settings with a result.
 */
export const GoogleCallbackQuerySchema = z.object({
  code: oauthValue,
  state: oauthValue,
  scope: oauthValue,
  error: oauthValue,
});
export type GoogleCallbackQuery = z.infer<typeof GoogleCallbackQuerySchema>;

/** GET /api/calendar/feed and POST /api/calendar/feed/regenerate. */
export const CalendarFeedResponseSchema = z.object({ url: z.url() });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponseSchema>;

/** The feed secret's form: 32 random bytes, base64url. */
export const CALENDAR_FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;
