// The connected Google Calendar's events for a range of the user's days: one windowed
// events.list (singleEvents, every page followed), cached per user, connection and range for a
// few minutes. A refused grant (invalid_grant: revoked or expired) switches the connection to
// "reconnect"; any other failure shows own tasks only, marked 'unavailable'.
import type { CalendarEvent, GoogleEventsStatus, User } from '@pomoplan/domain';
import { addDays } from '@pomoplan/domain';
import type { calendar_v3 } from '@googleapis/calendar';
import { calendarApi, googleOptions, oauthClient, oauthErrorOf } from './google';
import * as logs from '../platform/logs';
import { ExpiringCache } from '../platform/expiringCache';
import { markNeedsReconnect, readGrant } from './googleConnection';
import { eventsInRange } from './googleEventMapping';
import { startOfDay } from './zonedTime';

const CACHE_TTL_MS = 5 * 60 * 1000;
const PAGE_SIZE = 250;
/** Bounds one read: a month rarely has more than a few hundred events. */
const MAX_PAGES = 8;

const cache = new ExpiringCache<CalendarEvent[]>(CACHE_TTL_MS, 500);

export interface GoogleEvents {
  status: GoogleEventsStatus;
  events: CalendarEvent[];
}

export interface DayRange {
  start: string;
  end: string;
  timeZone: string;
}

async function listWindow(
  api: calendar_v3.Calendar,
  range: DayRange,
): Promise<calendar_v3.Schema$Event[]> {
  const items: calendar_v3.Schema$Event[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data } = await api.events.list({
      calendarId: 'primary',
      timeMin: new Date(startOfDay(range.start, range.timeZone)).toISOString(),
      timeMax: new Date(startOfDay(addDays(range.end, 1), range.timeZone)).toISOString(),
      singleEvents: true,
      orderBy: 'startTime',
      timeZone: range.timeZone,
      maxResults: PAGE_SIZE,
      ...(pageToken ? { pageToken } : {}),
    });
    items.push(...(data.items ?? []));
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) break;
  }
  return items;
}

export async function googleEventsFor(user: User, range: DayRange): Promise<GoogleEvents> {
  if (user.googleCalendarStatus !== 'connected') {
    return { status: user.googleCalendarStatus, events: [] };
  }
  const grant = await readGrant(user.id);
  if (!grant) {
    // Connected, yet nothing readable is stored (e.g. the encryption key changed).
    await markNeedsReconnect(user.id);
    return { status: 'reconnect', events: [] };
  }
  const key = [user.id, grant.connectionId, range.start, range.end, range.timeZone].join('|');
  const cached = cache.get(key);
  if (cached) return { status: 'connected', events: cached };
  const options = googleOptions();
  try {
    const items = await listWindow(
      calendarApi(options, oauthClient(options, grant.refreshToken)),
      range,
    );
    const events = eventsInRange(items, range.timeZone, range.start, range.end);
    cache.set(key, events);
    return { status: 'connected', events };
  } catch (error) {
    if (oauthErrorOf(error) === 'invalid_grant') {
      logs.googleGrantRefused(user.id);
      await markNeedsReconnect(user.id);
      return { status: 'reconnect', events: [] };
    }
    logs.googleEventsUnavailable(user.id, error);
    return { status: 'unavailable', events: [] };
  }
}
