// Billing periods: a price's interval added to an instant (unix seconds, UTC), as Stripe
// counts months and years from the billing cycle anchor.
import type { Interval } from './types';

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The end of a period that starts at `seconds`. Months and years land on the anchor's day of
 * the month, or on the last day of a shorter month: an anchor on 31 January renews on 28 (29)
 * February and on 31 March again, never on 3 March. The time of day is the anchor's.
 */
export function addInterval(
  seconds: number,
  interval: Interval,
  count: number,
  anchor: number = seconds,
): number {
  const date = new Date(seconds * 1000);
  if (interval === 'day' || interval === 'week') {
    date.setUTCDate(date.getUTCDate() + (interval === 'week' ? 7 * count : count));
    return Math.floor(date.getTime() / 1000);
  }
  const months = interval === 'year' ? 12 * count : count;
  const target = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(target / 12);
  const monthIndex = target - year * 12;
  const from = new Date(anchor * 1000);
  const day = Math.min(from.getUTCDate(), daysInMonth(year, monthIndex));
  const end = Date.UTC(
    year,
    monthIndex,
    day,
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
  );
  return Math.floor(end / 1000);
}

/** A date as Stripe writes it in proration lines, e.g. "12 Mar 2026". */
export function dayText(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
