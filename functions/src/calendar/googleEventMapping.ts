// Google Calendar events (as events.list returns them with singleEvents=true) as days of the
// user's month grid: all-day events keep their dates (Google's end date is exclusive), timed
// events fall on the days and time they read as in the user's zone.
import { addDays, type CalendarEvent } from '@pomoplan/domain';
import type { calendar_v3 } from '@googleapis/calendar';
import { localAt } from './zonedTime';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UNTITLED = '(No title)';

/** One Google event as a calendar event in `timeZone`, or null when it shows on no day. */
export function toCalendarEvent(
  event: calendar_v3.Schema$Event,
  timeZone: string,
): CalendarEvent | null {
  if (event.status === 'cancelled' || !event.id) return null;
  const title = event.summary?.trim() || UNTITLED;
  const base = {
    id: event.id,
    title,
    source: 'google' as const,
    projectId: null,
    completed: false,
    // Only Google's own https page is passed on as a link to open.
    link: event.htmlLink?.startsWith('https://') ? event.htmlLink : null,
  };
  const startDate = event.start?.date;
  const endDate = event.end?.date;
  if (startDate && DAY.test(startDate)) {
    const last =
      endDate && DAY.test(endDate) && endDate > startDate ? addDays(endDate, -1) : startDate;
    return { ...base, start: startDate, end: last, time: null };
  }
  const startMs = Date.parse(event.start?.dateTime ?? '');
  if (Number.isNaN(startMs)) return null;
  const endMs = Date.parse(event.end?.dateTime ?? '');
  const start = localAt(startMs, timeZone);
  // An event ending at midnight does not reach into the next day.
  const lastMs = Number.isNaN(endMs) || endMs <= startMs ? startMs : endMs - 1;
  return { ...base, start: start.day, end: localAt(lastMs, timeZone).day, time: start.time };
}

/** The events that show on a day from `start` to `end` (both included). */
export function eventsInRange(
  events: readonly calendar_v3.Schema$Event[],
  timeZone: string,
  start: string,
  end: string,
): CalendarEvent[] {
  return events.flatMap((event) => {
    const mapped = toCalendarEvent(event, timeZone);
    return mapped && mapped.start <= end && mapped.end >= start ? [mapped] : [];
  });
}
