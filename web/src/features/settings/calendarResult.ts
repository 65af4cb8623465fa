import type { GoogleCalendarResult } from '@pomoplan/domain';
import type { Toast } from '../../ui/toast';

/**
 * What ?google_calendar=... means when the Google OAuth callback sends the user back: what
 * happened and what to do next, in words that need no knowledge of OAuth.
 */
const RESULTS: Readonly<Record<GoogleCalendarResult, Toast>> = {
  connected: {
    title: 'Google Calendar connected',
    description: 'Your Google Calendar events now show in your calendar.',
  },
  // Saying no on Google's page is a choice, so it reads as a plain fact, not as an error.
  denied: {
    title: 'Google Calendar was not connected. You can connect it any time.',
    variant: 'neutral',
  },
  redirect_error: {
    title: 'Connection Failed',
    description:
      'Google could not send you back to Pomoplan. Please try again; if it keeps happening, contact support.',
    variant: 'destructive',
  },
  verification_error: {
    title: 'Google Verification Required',
    description:
      'Google could not confirm that this connection was started by you. Please connect again from this page.',
    variant: 'destructive',
  },
  token_error: {
    title: 'Token Error',
    description:
      'Google did not give Pomoplan access to your calendar. Please connect again and allow access.',
    variant: 'destructive',
  },
  api_error: {
    title: 'Calendar API Error',
    description: 'Your Google Calendar could not be read. Please try again in a few minutes.',
    variant: 'destructive',
  },
  timestamp_error: {
    title: 'Database Error',
    description: 'The connection took too long to finish. Please connect again.',
    variant: 'destructive',
  },
  error: {
    title: 'Connection Failed',
    description: 'Google Calendar could not be connected. Please try again.',
    variant: 'destructive',
  },
};

/** The message for a google_calendar query value; unknown values get none. */
export function calendarResultMessage(value: string | null): Toast | null {
  return value !== null && Object.hasOwn(RESULTS, value)
    ? (RESULTS[value as GoogleCalendarResult] ?? null)
    : null;
}
