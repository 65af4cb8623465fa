// GET /api/calendar/events?start=yyyy-MM-dd&end=yyyy-MM-dd (at most 62 days; neither for the
// current month in ?tz=). Pro and master only.
import { CalendarQuerySchema } from '@pomoplan/domain';
import { Router } from 'express';
import { readCalendarEvents } from '../services/calendar';
import { authed } from './middleware/auth';
import { parseQuery } from './validation';

export const calendarRouter = Router();

calendarRouter.get(
  '/calendar/events',
  ...authed(async (req, res, { uid }) => {
    const query = parseQuery(CalendarQuerySchema, req);
    res.json(await readCalendarEvents(uid, query));
  }),
);
