// Billing periods: a price's interval added to an instant (unix seconds, UTC), as Stripe
// counts months and years from the billing cycle anchor.
import type { Interval } from './types';

export function addInterval(seconds: number, interval: Interval, count: number): number {
  const date = new Date(seconds * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
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
