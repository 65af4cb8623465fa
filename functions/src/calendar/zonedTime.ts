// Readings of instants in an IANA zone as merging another calendar's events into a user's days
// needs them, on the domain's wall-clock conversions.
import { clockOf, instantAt, wallTimeIn } from '@pomoplan/domain';

/** The day (yyyy-MM-dd) and time (HH:mm) an instant reads as in a zone. */
export function localAt(ms: number, timeZone: string): { day: string; time: string } {
  const { day, msOfDay } = wallTimeIn(new Date(ms), timeZone);
  return { day, time: clockOf(msOfDay) };
}

/** The instant a day starts in a zone (the first instant of the day where midnight is skipped). */
export function startOfDay(day: string, timeZone: string): number {
  return instantAt({ day, msOfDay: 0 }, timeZone).getTime();
}
