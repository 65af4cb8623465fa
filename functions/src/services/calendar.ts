// GET /api/calendar/events: the caller's tasks due in a date range, as calendar events. The
// calendar is a pro feature (limits.<tier>.calendarView), enforced here as well as in the UI.
import {
  daysInMonth,
  formatDay,
  parseDay,
  todayIn,
  type CalendarEvent,
  type CalendarEventsResponse,
} from '@pomoplan/domain';
import { RefusedError } from './errors';
import { readPlansConfig } from './plans';
import { tasksDueBetween } from './tasks';
import { findUser } from './users';

export const CALENDAR_MAX_EVENTS = 1000;

export const CALENDAR_REQUIRES_PRO =
  'This feature requires a Pro subscription. Upgrade now to access Timeline and Calendar views.';

/** The month that `today` falls in, first to last day. */
export function monthAround(today: string): { start: string; end: string } {
  const { year, month } = parseDay(today);
  return {
    start: formatDay({ year, month, day: 1 }),
    end: formatDay({ year, month, day: daysInMonth(year, month) }),
  };
}

export async function readCalendarEvents(
  uid: string,
  range: { start?: string | undefined; end?: string | undefined; tz: string },
): Promise<CalendarEventsResponse> {
  const [user, config] = await Promise.all([findUser(uid), readPlansConfig()]);
  const tier = user?.subscriptionTier ?? 'free';
  if (!config.limits[tier].calendarView) throw new RefusedError(CALENDAR_REQUIRES_PRO);
  const { start, end } =
    range.start !== undefined && range.end !== undefined
      ? { start: range.start, end: range.end }
      : monthAround(todayIn(range.tz));
  const tasks = await tasksDueBetween(uid, start, end, CALENDAR_MAX_EVENTS);
  const events = tasks.flatMap((task): CalendarEvent[] =>
    task.dueDate === null
      ? []
      : [
          {
            id: task.id,
            title: task.title,
            start: task.dueDate,
            source: 'task',
            projectId: task.projectId,
            completed: task.isCompleted,
          },
        ],
  );
  return { events, googleConnected: user?.googleCalendarConnected ?? false };
}
