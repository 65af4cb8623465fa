import { z } from 'zod';
import { apiRequest } from '../app/api';

const AuthUrlSchema = z.object({ authUrl: z.url() });

/** Where to send the browser to grant calendar access (GET /api/integrations/google/auth). */
export async function googleCalendarAuthUrl(): Promise<string> {
  const { authUrl } = await apiRequest('GET', '/api/integrations/google/auth', AuthUrlSchema);
  return authUrl;
}

export async function disconnectGoogleCalendar(): Promise<void> {
  await apiRequest('DELETE', '/api/integrations/google/disconnect', z.unknown());
}
