// Subscription schedules: phases of a subscription's items over time. A schedule made from a
// subscription starts with one phase (its items for the current period); the clock moves the
// subscription from phase to phase (stripe/renewals.ts) and, after the last, releases it or
// cancels it as `end_behavior` says.
import type { StripeState } from './state';
import type { Price, Schedule, SchedulePhase, Subscription } from './types';
import type { StripeEvent } from './webhooks';

export const isRunning = (schedule: Schedule) =>
  schedule.status === 'active' || schedule.status === 'not_started';

/** The schedule managing a subscription now, if any. */
export function scheduleOf(state: StripeState, subscription: Subscription): Schedule | undefined {
  const schedule = state.schedules.get(subscription.schedule ?? '');
  return schedule && isRunning(schedule) ? schedule : undefined;
}

export function phaseOf(
  price: Price,
  period: { start: number; end: number },
  behavior: SchedulePhase['proration_behavior'] = 'create_prorations',
): SchedulePhase {
  return {
    start_date: period.start,
    end_date: period.end,
    items: [
      {
        price: price.id,
        plan: price.id,
        quantity: 1,
        metadata: {},
        discounts: [],
        tax_rates: [],
        billing_thresholds: null,
      },
    ],
    proration_behavior: behavior,
    currency: price.currency,
    metadata: {},
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    collection_method: null,
    default_payment_method: null,
    description: null,
    discounts: [],
    invoice_settings: null,
    on_behalf_of: null,
    transfer_data: null,
    trial_end: null,
  };
}

export const priceOfPhase = (state: StripeState, phase: SchedulePhase): Price | undefined =>
  state.prices.get(phase.items[0]?.price ?? '');

export const currentPhaseOf = (schedule: Schedule): SchedulePhase | undefined =>
  schedule.phases.find((phase) => phase.start_date === schedule.current_phase?.start_date);

/** Lets the subscription go on by itself with the items it has. */
export function releaseSchedule(
  state: StripeState,
  schedule: Schedule,
  subscription: Subscription | undefined,
): StripeEvent[] {
  schedule.status = 'released';
  schedule.released_at = state.now();
  schedule.released_subscription = schedule.subscription;
  schedule.subscription = null;
  schedule.current_phase = null;
  if (subscription) subscription.schedule = null;
  return [state.emit('subscription_schedule.released', schedule)];
}

export type PhaseStep =
  | { kind: 'next'; phase: SchedulePhase; price: Price | undefined; events: StripeEvent[] }
  | { kind: 'released'; events: StripeEvent[] }
  | { kind: 'cancel'; events: StripeEvent[] };

/** The schedule's current phase has ended: on to the next, or the schedule's end. */
export function endPhase(
  state: StripeState,
  schedule: Schedule,
  subscription: Subscription,
): PhaseStep {
  const current = currentPhaseOf(schedule);
  const next = current ? schedule.phases[schedule.phases.indexOf(current) + 1] : undefined;
  if (next) {
    schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
    return {
      kind: 'next',
      phase: next,
      price: priceOfPhase(state, next),
      events: [state.emit('subscription_schedule.updated', schedule)],
    };
  }
  if (schedule.end_behavior === 'release') {
    return { kind: 'released', events: releaseSchedule(state, schedule, subscription) };
  }
  schedule.status = 'completed';
  schedule.completed_at = state.now();
  schedule.current_phase = null;
  return { kind: 'cancel', events: [state.emit('subscription_schedule.completed', schedule)] };
}
