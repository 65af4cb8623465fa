import {
  CalendarFeedResponseSchema,
  GoogleAuthUrlResponseSchema,
  type CalendarFeedResponse,
} from '@pomoplan/domain';
import { z } from 'zod';
import { apiRequest } from '../app/api';

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
