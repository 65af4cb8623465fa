// The subscription schedule endpoints: create one from a subscription, set its phases and end
// behaviour, release it (the subscription goes on with its items) or cancel it (which, as on
// Stripe, cancels the subscription too).
import type { Route } from '../harness';
import { addInterval } from './calendar';
import { invalid, missing, ok, refuse } from './errors';
import { list, mergeMetadata, record, text, type Form } from './form';
import type { routesFor } from './http';
import { endSubscription, isEnded } from './lifecycle';
import { priceFrom } from './prices';
import { sameCycle } from './prorations';
import { changePriceAt } from './renewals';
import { isRunning, phaseOf, releaseSchedule, scheduleOf } from './schedules';
import type { StripeState } from './state';
import type { Interval, ProrationBehavior, Schedule, SchedulePhase } from './types';
import type { StripeEvent } from './webhooks';

const BEHAVIORS: readonly string[] = ['create_prorations', 'always_invoice', 'none'];

const notRunning = (schedule: Schedule, action: string) =>
  invalid(
    `You cannot ${action} a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in either the \`not_started\` or \`active\` status.`,
  );

/** How a phase without an end counts its billing period: from the cycle's anchor. */
interface Cycle {
  interval: Interval;
  count: number;
  anchor: number;
}

function endOf(phase: Form, start: number, cycle: Cycle, i: number): number {
  const end = text(phase, 'end_date');
  if (end !== undefined) return Number(end);
  const duration = record(phase.duration);
  const unit = text(duration, 'interval') as Interval | undefined;
  if (unit) return addInterval(start, unit, Number(text(duration, 'interval_count') ?? 1));
  const iterations = Number(text(phase, 'iterations') ?? 1);
  if (!Number.isInteger(iterations) || iterations < 1) {
    refuse(invalid('Invalid integer: iterations', `phases[${i}][iterations]`));
  }
  // Without an end, a phase lasts its iterations of its price's billing period, counted from
  // the cycle's anchor as renewals are: a cycle anchored on 31 January that reaches a phase
  // on 28 February ends that phase on 31 March, the day the subscription renews.
  return addInterval(start, cycle.interval, cycle.count * iterations, cycle.anchor);
}

/**
 * The phases of an update: contiguous, one of them the current phase with its start unchanged
 * (phases before it, already over, may be given again or left out, as on Stripe).
 */
function phasesOf(state: StripeState, schedule: Schedule, form: Form): SchedulePhase[] {
  const now = state.now();
  let start = schedule.current_phase?.start_date ?? now;
  const subscription = state.subscriptions.get(schedule.subscription ?? '');
  let cyclePrice = subscription?.items.data[0]?.price;
  let anchor = subscription?.billing_cycle_anchor ?? start;
  const phases = list(form.phases).map((raw, i) => {
    const phase = record(raw);
    const given = text(phase, 'start_date');
    const startDate = given === undefined ? start : given === 'now' ? now : Number(given);
    if (i > 0 && startDate !== start) {
      refuse(
        invalid(
          `Phase ${i} must start when phase ${i - 1} ends (${start}).`,
          `phases[${i}][start_date]`,
        ),
      );
    }
    const items = list(phase.items);
    if (items.length !== 1) {
      refuse(invalid('Exactly one item per phase is supported.', `phases[${i}][items]`));
    }
    const price = priceFrom(state, record(items[0]), `phases[${i}][items][0]`);
    // A price of another interval starts its own cycle at the phase start.
    if (!cyclePrice || !sameCycle(cyclePrice, price)) anchor = startDate;
    cyclePrice = price;
    const { interval, interval_count } = price.recurring;
    const end = endOf(phase, startDate, { interval, count: interval_count, anchor }, i);
    if (!Number.isInteger(end) || end <= startDate) {
      refuse(invalid('The phase end_date must be after its start_date.', `phases[${i}][end_date]`));
    }
    const behavior =
      text(phase, 'proration_behavior') ?? text(form, 'proration_behavior') ?? 'create_prorations';
    if (!BEHAVIORS.includes(behavior)) {
      refuse(
        invalid(`Invalid proration_behavior: ${behavior}`, `phases[${i}][proration_behavior]`),
      );
    }
    start = end;
    return phaseOf(price, { start: startDate, end }, behavior as ProrationBehavior);
  });
  const current = schedule.current_phase;
  if (current && !phases.some((phase) => phase.start_date === current.start_date)) {
    refuse(
      invalid('You can not modify the start date of the current phase.', 'phases[0][start_date]'),
    );
  }
  return phases;
}

/** The phase running at `at`. */
const phaseAt = (phases: SchedulePhase[], at: number) =>
  phases.find((phase) => phase.start_date <= at && at < phase.end_date);

function update(state: StripeState, schedule: Schedule, form: Form): StripeEvent[] {
  const endBehavior = text(form, 'end_behavior');
  if (endBehavior !== undefined && endBehavior !== 'release' && endBehavior !== 'cancel') {
    refuse(invalid(`Invalid end_behavior: ${endBehavior}`, 'end_behavior'));
  }
  const phases = form.phases === undefined ? null : phasesOf(state, schedule, form);
  if (endBehavior) schedule.end_behavior = endBehavior;
  if (form.metadata !== undefined) {
    schedule.metadata = mergeMetadata(schedule.metadata, form.metadata);
  }
  const events: StripeEvent[] = [];
  const current = phases ? phaseAt(phases, state.now()) : undefined;
  if (phases) {
    schedule.phases = phases;
    schedule.current_phase = current
      ? { start_date: current.start_date, end_date: current.end_date }
      : null;
  }
  events.push(state.emit('subscription_schedule.updated', schedule));
  // New items for the current phase apply now, prorated as that phase says.
  const subscription = state.subscriptions.get(schedule.subscription ?? '');
  const price = state.prices.get(current?.items[0]?.price ?? '');
  if (current && price && subscription && !isEnded(subscription)) {
    events.push(
      ...changePriceAt(state, subscription, price, current.proration_behavior, state.now()),
    );
  }
  return events;
}

export function scheduleRoutes(state: StripeState, { api }: ReturnType<typeof routesFor>): Route[] {
  return [
    api('POST', '/v1/subscription_schedules', (_request, form) => {
      const from = text(form, 'from_subscription');
      if (!from) {
        return invalid(
          'This stand-in creates subscription schedules from_subscription only.',
          'from_subscription',
        );
      }
      if (form.phases !== undefined) {
        return invalid('You cannot set `phases` if `from_subscription` is set.', 'phases');
      }
      const subscription = state.subscriptions.get(from);
      if (!subscription) return missing('subscription', from, 'from_subscription');
      const item = subscription.items.data[0];
      if (!item || isEnded(subscription) || subscription.status === 'incomplete') {
        return invalid(
          `You cannot migrate a subscription with status \`${subscription.status}\` to a subscription schedule.`,
          'from_subscription',
        );
      }
      const existing = scheduleOf(state, subscription);
      if (existing) {
        return invalid(
          `You cannot migrate a subscription that is already attached to a schedule: \`${existing.id}\`.`,
          'from_subscription',
        );
      }
      const period = { start: item.current_period_start, end: item.current_period_end };
      const schedule: Schedule = {
        id: state.id('sub_sched'),
        object: 'subscription_schedule',
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'active',
        end_behavior: 'release',
        phases: [phaseOf(item.price, period)],
        current_phase: { start_date: period.start, end_date: period.end },
        released_at: null,
        released_subscription: null,
        canceled_at: null,
        completed_at: null,
        metadata: mergeMetadata({}, form.metadata),
        billing_mode: { type: 'classic' },
        default_settings: {
          application_fee_percent: null,
          billing_cycle_anchor: 'automatic',
          billing_thresholds: null,
          collection_method: 'charge_automatically',
          default_payment_method: null,
          description: null,
          invoice_settings: { account_tax_ids: null, days_until_due: null },
          on_behalf_of: null,
          transfer_data: null,
        },
        application: null,
        test_clock: null,
        created: state.now(),
        livemode: false,
      };
      state.schedules.set(schedule.id, schedule);
      subscription.schedule = schedule.id;
      state.deliver([
        state.emit('subscription_schedule.created', schedule),
        state.emit('customer.subscription.updated', subscription, { schedule: null }),
      ]);
      return ok(state.render(schedule, form));
    }),
    api('GET', '/v1/subscription_schedules', (_request, form) => {
      const customer = text(form, 'customer');
      const matching = [...state.schedules.values()].filter(
        (schedule) => !customer || schedule.customer === customer,
      );
      return ok(state.pageOf(matching, form, '/v1/subscription_schedules'));
    }),
    api('GET', '/v1/subscription_schedules/{id}', ({ params }, form) =>
      ok(state.render(state.get(state.schedules, 'subscription_schedule', params.id), form)),
    ),
    api('POST', '/v1/subscription_schedules/{id}', ({ params }, form) => {
      const schedule = state.get(state.schedules, 'subscription_schedule', params.id);
      if (!isRunning(schedule)) return notRunning(schedule, 'update');
      state.deliver(update(state, schedule, form));
      return ok(state.render(schedule, form));
    }),
    api('POST', '/v1/subscription_schedules/{id}/release', ({ params }, form) => {
      const schedule = state.get(state.schedules, 'subscription_schedule', params.id);
      if (!isRunning(schedule)) return notRunning(schedule, 'release');
      const subscription = state.subscriptions.get(schedule.subscription ?? '');
      const events = releaseSchedule(state, schedule, subscription);
      if (subscription) {
        events.push(
          state.emit('customer.subscription.updated', subscription, { schedule: schedule.id }),
        );
      }
      state.deliver(events);
      return ok(state.render(schedule, form));
    }),
    api('POST', '/v1/subscription_schedules/{id}/cancel', ({ params }, form) => {
      const schedule = state.get(state.schedules, 'subscription_schedule', params.id);
      if (!isRunning(schedule)) return notRunning(schedule, 'cancel');
      const subscription = state.subscriptions.get(schedule.subscription ?? '');
      if (subscription && !isEnded(subscription)) {
        state.deliver(endSubscription(state, subscription, 'canceled', 'cancellation_requested'));
      } else {
        schedule.status = 'canceled';
        schedule.canceled_at = state.now();
        schedule.current_phase = null;
        state.deliver([state.emit('subscription_schedule.canceled', schedule)]);
      }
      return ok(state.render(schedule, form));
    }),
  ];
}
