// What the clock does to a subscription at the end of its period (it ends, or renews and bills
// the new period, at the next schedule phase's price if one starts then) and at the end of a
// schedule phase inside a period (the price changes there, prorated as the phase says).
import { collectNow, invoiceNow } from './billing';
import { addInterval } from './calendar';
import { endSubscription } from './lifecycle';
import { periodLine, planChange, sameCycle, samePrice, type PlannedChange } from './prorations';
import { endPhase, scheduleOf } from './schedules';
import { clone, type StripeState } from './state';
import type { Price, ProrationBehavior, Schedule, Subscription } from './types';
import type { StripeEvent } from './webhooks';

/** Puts a planned change's item in place of the one it changes. */
export function applyPlan(subscription: Subscription, plan: PlannedChange) {
  const before = subscription.items.data.find((item) => item.id === plan.item.id);
  // A price of another interval starts a new billing cycle, anchored where its period starts.
  if (before && !sameCycle(before.price, plan.item.price)) {
    subscription.billing_cycle_anchor = plan.item.current_period_start;
  }
  subscription.items.data = subscription.items.data.map((item) =>
    item.id === plan.item.id ? clone(plan.item) : item,
  );
}

export function renew(state: StripeState, subscription: Subscription): StripeEvent[] {
  const item = subscription.items.data[0];
  if (!item) return [];
  if (subscription.cancel_at_period_end) {
    return endSubscription(state, subscription, 'canceled', 'cancellation_requested');
  }
  const at = item.current_period_end;
  const ended = { start: item.current_period_start, end: at };
  const previous: Record<string, unknown> = { items: clone(subscription.items) };
  const events: StripeEvent[] = [];
  const schedule = scheduleOf(state, subscription);
  const ending = item.price;
  if (schedule?.current_phase?.end_date === at) {
    const step = endPhase(state, schedule, subscription);
    events.push(...step.events);
    if (step.kind === 'cancel') {
      return [
        ...events,
        ...endSubscription(state, subscription, 'canceled', 'cancellation_requested'),
      ];
    }
    if (step.kind === 'released') previous.schedule = schedule.id;
    if (step.kind === 'next' && step.price) item.price = step.price;
  }
  // A price of another interval starts its own cycle here, at the phase start.
  if (!sameCycle(ending, item.price)) subscription.billing_cycle_anchor = at;
  const { interval, interval_count } = item.price.recurring;
  item.current_period_start = at;
  item.current_period_end = addInterval(
    at,
    interval,
    interval_count,
    subscription.billing_cycle_anchor,
  );
  events.push(state.emit('customer.subscription.updated', subscription, previous));
  // Stripe bills an unpaid subscription no more until its open invoice is paid.
  if (subscription.status === 'unpaid') return events;
  const period = { start: at, end: item.current_period_end };
  const { invoice, events: billed } = invoiceNow(state, subscription, {
    lines: [periodLine(state, item, item.price, period)],
    reason: 'subscription_cycle',
    period: ended,
  });
  return [...events, ...billed, ...collectNow(state, subscription, invoice).events];
}

/**
 * Changes the subscription's price at `at` inside its period (a schedule's phase), prorated as
 * the phase says and billed as an update without payment_behavior would be.
 */
export function changePriceAt(
  state: StripeState,
  subscription: Subscription,
  price: Price,
  behavior: ProrationBehavior,
  at: number,
  previous: Record<string, unknown> = {},
): StripeEvent[] {
  const item = subscription.items.data[0];
  let plan: PlannedChange | null = null;
  if (item && !samePrice(price, item.price)) {
    previous.items = clone(subscription.items);
    plan = planChange(state, item, price, behavior, at);
    applyPlan(subscription, plan);
    if (!plan.invoiceNow && behavior === 'create_prorations') {
      state.pendingLines.set(subscription.id, [
        ...(state.pendingLines.get(subscription.id) ?? []),
        ...plan.lines,
      ]);
    }
  }
  const events: StripeEvent[] = [];
  if (Object.keys(previous).length > 0) {
    events.push(state.emit('customer.subscription.updated', subscription, previous));
  }
  if (plan?.invoiceNow && subscription.status !== 'unpaid') {
    const { invoice, events: billed } = invoiceNow(state, subscription, {
      lines: plan.lines,
      reason: 'subscription_update',
    });
    events.push(...billed, ...collectNow(state, subscription, invoice).events);
  }
  return events;
}

/** A schedule phase that ends inside the subscription's period. */
export function endPhaseMidPeriod(
  state: StripeState,
  subscription: Subscription,
  schedule: Schedule,
): StripeEvent[] {
  const at = schedule.current_phase?.end_date ?? state.now();
  const step = endPhase(state, schedule, subscription);
  if (step.kind === 'cancel') {
    return [
      ...step.events,
      ...endSubscription(state, subscription, 'canceled', 'cancellation_requested'),
    ];
  }
  if (step.kind === 'released') {
    return [
      ...step.events,
      state.emit('customer.subscription.updated', subscription, { schedule: schedule.id }),
    ];
  }
  if (!step.price) return step.events;
  const behavior = step.phase.proration_behavior;
  return [...step.events, ...changePriceAt(state, subscription, step.price, behavior, at)];
}
