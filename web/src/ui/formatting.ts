// Money and dates as every billing text shows them: US dollars with cents, dates in long form
// in the reader's locale.
import type { BillingPeriod } from '@pomoplan/domain';

export { formatUsd } from '@pomoplan/domain';

/** "January 15, 2027" (in the reader's locale). */
export function longDate(date: Date): string {
  return date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

/** "per month" / "per year". */
export function perPeriod(period: BillingPeriod): string {
  return period === 'yearly' ? 'per year' : 'per month';
}
