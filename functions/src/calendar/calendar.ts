// GET /api/calendar/events: the caller's tasks due in a date range and the connected Google
// Calendar's events of those days, as calendar events. Pro and master only (calendarAccess).
import {
  daysInMonth,
  formatDay,
  parseDay,
  todayIn,
  type CalendarEvent,
  type CalendarEventsResponse,
} from '@pomoplan/domain';
import { calendarUser } from './calendarAccess';
import { googleEventsFor } from './googleEvents';
import { tasksDueBetween } from '../tasks/tasks';

export const CALENDAR_MAX_EVENTS = 1000;

export { CALENDAR_REQUIRES_PRO } from './calendarAccess';

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
  const user = await calendarUser(uid);
  const { start, end } =
    range.start !== undefined && range.end !== undefined
      ? { start: range.start, end: range.end }
      : monthAround(todayIn(range.tz));
  const [tasks, google] = await Promise.all([
    tasksDueBetween(uid, start, end, CALENDAR_MAX_EVENTS),
    user
      ? googleEventsFor(user, { start, end, timeZone: range.tz })
      : { status: 'disconnected' as const, events: [] },
  ]);
  const events = tasks.flatMap((task): CalendarEvent[] =>
    task.dueDate === null
      ? []
      : [
          {
            id: task.id,
            title: task.title,
            start: task.dueDate,
            end: task.dueDate,
            time: null,
            source: 'task',
            projectId: task.projectId,
            completed: task.isCompleted,
          },
        ],
  );
  return {
    events: [...events, ...google.events].slice(0, CALENDAR_MAX_EVENTS),
    googleConnected: google.status === 'connected' || google.status === 'unavailable',
    googleStatus: google.status,
  };
}
