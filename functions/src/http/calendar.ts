// GET /api/calendar/events?start=yyyy-MM-dd&end=yyyy-MM-dd (at most 62 days; neither for the
// current month in ?tz=). Pro and master only.
import { CalendarEventsResponseSchema, CalendarQuerySchema } from '@pomoplan/domain';
import { CALENDAR_REQUIRES_PRO, readCalendarEvents } from '../services/calendar';
import { route } from './route';

export const calendarRoutes = [
  route(
    {
      method: 'get',
      path: '/calendar/events',
      access: { feature: 'calendarView', refusal: CALENDAR_REQUIRES_PRO },
      tag: 'calendar',
      summary: 'Own tasks due in a date range, as calendar events (pro and master)',
      description:
        'start and end (yyyy-MM-dd, both included, at most 62 days) come together, or neither for the current month in tz. At most 1000 events.',
      query: CalendarQuerySchema,
      response: CalendarEventsResponseSchema,
    },
    ({ uid, query }) => readCalendarEvents(uid, query),
  ),
];
