import type { Toast } from '../../ui/toast';

/** What ?google_calendar=... means when the Google OAuth callback sends the user back. */
const RESULTS: Readonly<Record<string, Toast>> = {
  connected: {
    title: 'Google Calendar connected',
    description: 'Your Google Calendar events now show in your calendar.',
  },
  redirect_error: {
    title: 'Connection Failed',
    description: 'The redirect URI is not configured correctly. Please contact support.',
    variant: 'destructive',
  },
  verification_error: {
    title: 'Google Verification Required',
    description:
      'Google has not verified this app for calendar access yet. Please try again later.',
    variant: 'destructive',
  },
  token_error: {
    title: 'Token Error',
    description: 'Google did not hand over a valid access token. Please connect again.',
    variant: 'destructive',
  },
  api_error: {
    title: 'Calendar API Error',
    description: 'Your Google Calendar could not be read. Please try again.',
    variant: 'destructive',
  },
  timestamp_error: {
    title: 'Database Error',
    description: 'The connection could not be saved because of an invalid timestamp.',
    variant: 'destructive',
  },
  error: {
    title: 'Connection Failed',
    description: 'Failed to connect Google Calendar. Please try again.',
    variant: 'destructive',
  },
};

/** The message for a google_calendar query value; unknown values get none. */
export function calendarResultMessage(value: string | null): Toast | null {
  return value !== null && Object.hasOwn(RESULTS, value) ? (RESULTS[value] ?? null) : null;
}
