import type { CalendarEvent, GoogleEventsStatus } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { calendarEvents } from '../../api/googleCalendar';

export interface ExternalEvents {
  events: CalendarEvent[];
  /** Whether Google's events are in; null until the API answered for this range. */
  googleStatus: GoogleEventsStatus | null;
}

/**
 * Events of the connected external calendar for a date range (GET /api/calendar/events).
 * The calendar must keep working without them: any failure leaves the list empty and the
 * user's own tasks, which come from Firestore, still show.
 */
export function useExternalEvents(start: string, end: string): ExternalEvents {
  const [loaded, setLoaded] = useState<({ range: string } & ExternalEvents) | null>(null);
  const range = `${start}/${end}`;

  useEffect(() => {
    let current = true;
    calendarEvents(start, end)
      .then((response) => {
        if (current) {
          setLoaded({ range, events: response.events, googleStatus: response.googleStatus });
        }
      })
      .catch((error: unknown) => {
        console.warn('Calendar events unavailable; showing own tasks only.', error);
      });
    return () => {
      current = false;
    };
  }, [start, end, range]);

  return loaded?.range === range ? loaded : { events: [], googleStatus: null };
}
