// The clock tests move (`POST /_control/stripe/advance-clock`). A jump replays, in order, what
// Stripe would have done meanwhile, each at its own instant (its events carry that time):
// unpaid first invoices expire, pending updates expire, failed invoices are retried, schedule
// phases end, and periods end (renewal, or the end of a subscription set to cancel).
import { attemptInvoice } from './collection';
import { endSubscription, isLive } from './lifecycle';
import { savedPaymentMethodOf } from './paymentMethods';
import { dropPendingUpdate } from './pendingUpdates';
import { endPhaseMidPeriod, renew } from './renewals';
import { scheduleOf } from './schedules';
import type { StripeState } from './state';
import type { StripeEvent } from './webhooks';

/** An unpaid first invoice expires its subscription after 23 hours, as on Stripe. */
export const INCOMPLETE_EXPIRY_SECONDS = 23 * 60 * 60;

interface Due {
  at: number;
  run: () => StripeEvent[];
}

/** Everything that falls due, earliest first (same instant: in the order listed here). */
function dueTasks(state: StripeState): Due[] {
  const tasks: Due[] = [];
  for (const subscription of state.subscriptions.values()) {
    if (subscription.status === 'incomplete') {
      tasks.push({
        at: subscription.created + INCOMPLETE_EXPIRY_SECONDS,
        run: () => endSubscription(state, subscription, 'incomplete_expired'),
      });
    }
    const pending = subscription.pending_update;
    if (pending) {
      tasks.push({ at: pending.expires_at, run: () => dropPendingUpdate(state, subscription) });
    }
  }
  for (const invoice of state.invoices.values()) {
    const subscription = state.subscriptions.get(invoice.parent.subscription_details.subscription);
    if (invoice.status === 'open' && invoice.next_payment_attempt !== null && subscription) {
      tasks.push({
        at: invoice.next_payment_attempt,
        run: () =>
          attemptInvoice(state, invoice, savedPaymentMethodOf(state, subscription), 'retry').events,
      });
    }
  }
  for (const subscription of state.subscriptions.values()) {
    const item = subscription.items.data[0];
    if (!item || !isLive(subscription)) continue;
    const schedule = scheduleOf(state, subscription);
    const phaseEnd = schedule?.current_phase?.end_date;
    if (schedule && phaseEnd !== undefined && phaseEnd < item.current_period_end) {
      tasks.push({ at: phaseEnd, run: () => endPhaseMidPeriod(state, subscription, schedule) });
    }
    tasks.push({ at: item.current_period_end, run: () => renew(state, subscription) });
  }
  // Stable: ties keep the order above.
  return tasks.sort((a, b) => a.at - b.at);
}

/** A runaway guard: each task moves something on, so this many means a bug. */
const MAX_STEPS = 100_000;

export function advanceClock(state: StripeState, seconds: number): StripeEvent[] {
  state.moveClock(seconds);
  const until = state.now();
  const events: StripeEvent[] = [];
  try {
    for (let step = 0; ; step += 1) {
      if (step >= MAX_STEPS) throw new Error('The Stripe clock did not settle');
      const next = dueTasks(state)[0];
      if (!next || next.at > until) break;
      state.replayingAt = next.at;
      events.push(...next.run());
    }
  } finally {
    state.replayingAt = null;
  }
  return events;
}
