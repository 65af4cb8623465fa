// The calendar endpoints: the Google Calendar connection, its events and the private task feed.
import {
  CalendarEventsResponseSchema,
  CalendarFeedResponseSchema,
  GoogleAuthUrlResponseSchema,
  type CalendarEventsResponse,
  type CalendarFeedResponse,
} from '@pomoplan/domain';
import { z } from 'zod/mini';
import { browserTimeZone } from '../ui/timeZone';
import { apiRequest } from './client';

/** Where to send the browser to grant calendar access (GET /api/integrations/google/auth). */
export async function googleCalendarAuthUrl(): Promise<string> {
  const { authUrl } = await apiRequest(
    'GET',
    '/api/integrations/google/auth',
    GoogleAuthUrlResponseSchema,
  );
  return authUrl;
}

export async function disconnectGoogleCalendar(): Promise<void> {
  await apiRequest('DELETE', '/api/integrations/google/disconnect', z.unknown());
}

/** The address of the private task feed, made on first request. */
export function calendarFeedUrl(): Promise<CalendarFeedResponse> {
  return apiRequest('GET', '/api/calendar/feed', CalendarFeedResponseSchema);
}

/** A new feed address; the old one stops working. */
export function regenerateCalendarFeed(): Promise<CalendarFeedResponse> {
  return apiRequest('POST', '/api/calendar/feed/regenerate', CalendarFeedResponseSchema);
}

/** Events of the connected external calendar between two days, in the browser's zone. */
export function calendarEvents(start: string, end: string): Promise<CalendarEventsResponse> {
  const params = new URLSearchParams({ start, end, tz: browserTimeZone() });
  return apiRequest(
    'GET',
    `/api/calendar/events?${params.toString()}`,
    CalendarEventsResponseSchema,
  );
}
