// What a price change bills, computed once for the update and for its preview so both agree to
// the cent: a credit for the unused time of the old price, and either the rest of the period at
// the new price (same interval) or a whole new period starting at the change (new interval,
// which restarts the billing cycle and is invoiced at once, as on Stripe).
import { addInterval, dayText } from './calendar';
import { periodDescription, productName } from './invoices';
import { clone, type StripeState } from './state';
import type { LineDraft, Price, ProrationBehavior, SubscriptionItem } from './types';

export interface PlannedChange {
  /** The item as it is after the change (same id, new price, maybe a new period). */
  item: SubscriptionItem;
  lines: LineDraft[];
  /** Whether the change is invoiced now (else its prorations wait for the next invoice). */
  invoiceNow: boolean;
}

export const sameCycle = (a: Price, b: Price) =>
  a.recurring.interval === b.recurring.interval &&
  a.recurring.interval_count === b.recurring.interval_count;

/** Two prices that bill the same (an inline price_data made again is a new price of its own). */
export const samePrice = (a: Price, b: Price) =>
  a.id === b.id ||
  (a.product === b.product &&
    a.unit_amount === b.unit_amount &&
    a.currency === b.currency &&
    sameCycle(a, b));

/** The line that bills a price for a whole period. */
export const periodLine = (
  state: StripeState,
  item: SubscriptionItem,
  price: Price,
  period: { start: number; end: number },
): LineDraft => ({
  amount: price.unit_amount,
  description: periodDescription(state, { price }),
  period,
  proration: false,
  price,
  subscriptionItem: item.id,
});

export function planChange(
  state: StripeState,
  item: SubscriptionItem,
  price: Price,
  behavior: ProrationBehavior,
  at: number,
): PlannedChange {
  const old = item.price;
  const total = item.current_period_end - item.current_period_start;
  const left = Math.max(0, item.current_period_end - at);
  const unused = total > 0 ? Math.min(1, left / total) : 0;
  const prorate = behavior !== 'none' && unused > 0;
  const after: SubscriptionItem = { ...clone(item), price };
  const lines: LineDraft[] = [];
  const rest = { start: at, end: item.current_period_end };
  if (prorate) {
    lines.push({
      amount: -Math.round(old.unit_amount * unused),
      description: `Unused time on ${productName(state, old.product)} after ${dayText(at)}`,
      period: rest,
      proration: true,
      price: old,
      subscriptionItem: item.id,
    });
  }
  if (!sameCycle(old, price)) {
    after.current_period_start = at;
    after.current_period_end = addInterval(
      at,
      price.recurring.interval,
      price.recurring.interval_count,
    );
    lines.push(periodLine(state, item, price, { start: at, end: after.current_period_end }));
    return { item: after, lines, invoiceNow: true };
  }
  if (prorate) {
    lines.push({
      amount: Math.round(price.unit_amount * unused),
      description: `Remaining time on ${productName(state, price.product)} after ${dayText(at)}`,
      period: rest,
      proration: true,
      price,
      subscriptionItem: item.id,
    });
  }
  return { item: after, lines, invoiceNow: behavior === 'always_invoice' };
}
