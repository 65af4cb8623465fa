// GET /api/calendar/events?start=yyyy-MM-dd&end=yyyy-MM-dd (at most 62 days; neither for the
// current month in ?tz=), and the private iCalendar feed of the caller's tasks. Pro and master.
import {
  CalendarEventsResponseSchema,
  CalendarFeedResponseSchema,
  CalendarQuerySchema,
} from '@pomoplan/domain';
import { CALENDAR_REQUIRES_PRO, readCalendarEvents } from './calendar';
import { feedAddress, feedFor, regenerateFeed } from './calendarFeed';
import { linkKey } from '../platform/http/middleware/rateLimit';
import { ContentAnswer, route } from '../platform/http/route';
import { found } from '../platform/http/validation';

const FEED_NOT_FOUND = 'Calendar feed not found';
const calendarAccess = { feature: 'calendarView', refusal: CALENDAR_REQUIRES_PRO } as const;

export const calendarRoutes = [
  route(
    {
      method: 'get',
      path: '/calendar/events',
      access: calendarAccess,
      tag: 'calendar',
      summary:
        'Own tasks due in a date range and the connected Google Calendar events, as calendar events (pro and master)',
      description:
        "start and end (yyyy-MM-dd, both included, at most 62 days) come together, or neither for the current month in tz. At most 1000 events. googleStatus says whether Google's events are in: connected, disconnected, reconnect (Google refused the grant) or unavailable (Google did not answer).",
      query: CalendarQuerySchema,
      response: CalendarEventsResponseSchema,
    },
    ({ uid, query }) => readCalendarEvents(uid, query),
  ),
  route(
    {
      method: 'get',
      path: '/calendar/feed',
      access: calendarAccess,
      tag: 'calendar',
      summary: "The address of the caller's private iCalendar feed of open tasks",
      response: CalendarFeedResponseSchema,
    },
    ({ uid }) => feedAddress(uid),
  ),
  route(
    {
      method: 'post',
      path: '/calendar/feed/regenerate',
      access: calendarAccess,
      tag: 'calendar',
      summary: 'A new feed address; the old one stops answering',
      response: CalendarFeedResponseSchema,
    },
    ({ uid }) => regenerateFeed(uid),
  ),
  route(
    {
      method: 'get',
      path: '/calendar/feed/:file',
      access: 'public',
      tag: 'calendar',
      summary: 'The private iCalendar feed ({secret}.ics) of open tasks with due dates',
      description:
        'All-day events, one per open task with a due date. The secret in the address is the only key; 404 for an unknown secret or a user whose plan has no calendar. The answer carries an ETag: sent back in If-None-Match, it gets 304 with no body while nothing in the feed changed. Each address is rate-limited as a signed-in user is.',
      contentType: 'text/calendar; charset=utf-8',
      cacheControl: 'private, max-age=300',
      // Per feed address only: calendar apps fetch every subscriber's feed from a few addresses
      // of their own (Google Calendar's fetchers), which a limit per caller would starve.
      limitPer: [(req) => linkKey('feed', req.params.file)],
      errors: { 404: FEED_NOT_FOUND },
    },
    async ({ params, req, res }) => {
      const secret = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : '';
      const feed = found(await feedFor(secret, req.get('if-none-match')), FEED_NOT_FOUND);
      res.set('ETag', feed.etag);
      return feed.body === null ? new ContentAnswer(304, '') : feed.body;
    },
  ),
];
