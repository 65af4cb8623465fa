// Changing a running subscription's plan. Paying more applies now and is charged the prorated
// difference, and only once that charge is paid (Stripe's pending_if_incomplete: a declined
// card leaves the old plan, a bank's 3-D Secure step goes to the browser). Paying less waits
// for the period end through a subscription schedule, and Free is a cancellation at the
// period end. The price the user is shown first (Stripe's invoice preview) is the price
// charged: the preview's proration instant comes back with the change.
import {
  planChangeTiming,
  planLabel,
  LIVE_STATUSES,
  type BillingPeriod,
  type PlanChangePreview,
  type PlanChangeRequest,
  type PlanChangeResult,
  type SubscriptionStatus,
  type Tier,
  type UpgradeSubscription,
} from '@pomoplan/domain';
import type Stripe from 'stripe';
import { idOf, isStripeCode, stripe } from './stripe';
import { ConflictError, InvalidInputError, PaymentDeclinedError } from '../platform/errors';
import { storedCustomer } from './payments';
import { priceData, priceOf } from './stripePrices';
import { intentOfInvoice } from './stripeSubscriptions';
import { subscriptionFacts, subscriptionState, syncSubscription } from './subscriptions';

type PaidTier = Exclude<Tier, 'free'>;

const NO_SUBSCRIPTION =
  'You have no running subscription to change: choose a plan on the plans page first.';

/** A preview older than this is priced again: Stripe's proration moves with every second. */
const PREVIEW_VALID_SECONDS = 60 * 60;
const PREVIEW_EXPIRED = 'The price preview has expired. Review the change again.';

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Running {
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  tier: PaidTier;
  period: BillingPeriod;
}

const PAYMENT_FAILED =
  'Your last payment failed: update your card in Settings › Subscription before changing your plan.';

/** The caller's running subscription as Stripe has it now; null when there is none. */
async function runningSubscription(uid: string): Promise<Running | null> {
  const { subscriptionId } = await storedCustomer(uid);
  if (!subscriptionId) return null;
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe().subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isStripeCode(error, 'resource_missing')) return null;
    throw error;
  }
  const facts = subscriptionFacts(subscription);
  const item = subscription.items.data[0];
  if (!facts.tier || !facts.billing || !item) return null;
  if (!LIVE_STATUSES.includes(subscription.status as SubscriptionStatus)) return null;
  return { subscription, item, tier: facts.tier, period: facts.billing.period };
}

/** A change that charges or re-prices needs a subscription whose payments go through. */
function requirePaying(running: Running | null): Running {
  if (!running) throw new ConflictError(NO_SUBSCRIPTION);
  const status = running.subscription.status;
  if (status !== 'active' && status !== 'trialing') throw new ConflictError(PAYMENT_FAILED);
  return running;
}

const addPeriod = (from: Date, period: BillingPeriod) => {
  const next = new Date(from);
  if (period === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

function checkedTiming(running: Running, request: PlanChangeRequest) {
  const timing = planChangeTiming(running, { tier: request.tier, period: request.billing });
  if (timing === 'same') {
    throw new InvalidInputError(
      `You are already on the ${planLabel(running.tier)}, billed ${running.period}.`,
    );
  }
  return timing;
}

/** What the change would cost today and at the first renewal after it. */
export async function previewPlanChange(
  uid: string,
  request: PlanChangeRequest,
): Promise<PlanChangePreview> {
  const running = requirePaying(await runningSubscription(uid));
  const timing = checkedTiming(running, request);
  const periodEnd = new Date(running.item.current_period_end * 1000);
  const renewalAmount = await priceOf(request.tier, request.billing);
  if (timing === 'period_end' || request.tier === 'free') {
    return {
      tier: request.tier,
      billing: request.billing,
      timing: 'period_end',
      amountDueToday: 0,
      effectiveAt: periodEnd,
      nextRenewalAt: periodEnd,
      nextRenewalAmount: renewalAmount,
      prorationDate: null,
    };
  }
  const prorationDate = nowSeconds();
  const preview = await stripe().invoices.createPreview({
    customer: idOf(running.subscription.customer) ?? '',
    subscription: running.subscription.id,
    subscription_details: {
      items: [{ id: running.item.id, price_data: await priceData(request.tier, request.billing) }],
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
    },
  });
  // A new billing interval starts its cycle today; the same interval keeps the period end.
  const effectiveAt = new Date(prorationDate * 1000);
  const nextRenewalAt =
    request.billing === running.period ? periodEnd : addPeriod(effectiveAt, request.billing);
  return {
    tier: request.tier,
    billing: request.billing,
    timing: 'now',
    amountDueToday: preview.amount_due / 100,
    effectiveAt,
    nextRenewalAt,
    nextRenewalAmount: renewalAmount,
    prorationDate,
  };
}

async function releaseSchedule(subscription: Stripe.Subscription): Promise<boolean> {
  const scheduleId = idOf(subscription.schedule);
  if (!scheduleId) return false;
  await stripe().subscriptionSchedules.release(scheduleId);
  return true;
}

async function setCancelAtPeriodEnd(subscription: Stripe.Subscription, cancel: boolean) {
  if (subscription.cancel_at_period_end === cancel) return false;
  await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: cancel });
  return true;
}

function checkedProrationDate(value: number | undefined): number {
  if (value === undefined) return nowSeconds();
  const age = nowSeconds() - value;
  if (age > PREVIEW_VALID_SECONDS || age < -300) throw new InvalidInputError(PREVIEW_EXPIRED);
  return value;
}

type Outcome = Pick<
  PlanChangeResult,
  'outcome' | 'amountCharged' | 'clientSecret' | 'paymentIntentId'
>;

/** A move up: applied once its prorated charge is paid. */
async function changeNow(
  running: Running,
  tier: PaidTier,
  period: BillingPeriod,
  prorationDate: number,
): Promise<Outcome> {
  await releaseSchedule(running.subscription);
  const updated = await stripe().subscriptions.update(running.subscription.id, {
    items: [{ id: running.item.id, price_data: await priceData(tier, period) }],
    proration_behavior: 'always_invoice',
    proration_date: prorationDate,
    payment_behavior: 'pending_if_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
  if (!updated.pending_update) {
    // A cancellation planned before is taken back by choosing a new plan.
    await setCancelAtPeriodEnd(updated, false);
    const charged = invoice && invoice.status === 'paid' ? invoice.amount_paid / 100 : null;
    return {
      outcome: 'applied',
      amountCharged: charged,
      clientSecret: null,
      paymentIntentId: null,
    };
  }
  const intent = invoice?.id ? await intentOfInvoice(invoice.id) : null;
  const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
  if (intent?.status === 'requires_action' && clientSecret) {
    return {
      outcome: 'requires_action',
      amountCharged: null,
      clientSecret,
      paymentIntentId: intent.id,
    };
  }
  // Declined: nothing may collect this invoice later; the pending change lapses with it.
  if (invoice?.id && invoice.status === 'open') await stripe().invoices.voidInvoice(invoice.id);
  const reason = intent?.last_payment_error?.message ?? 'Your card was declined.';
  throw new PaymentDeclinedError(`${reason} You are still on the ${planLabel(running.tier)}.`);
}

/** A move down: the schedule's next phase starts at the period end, nothing charged now. */
async function changeAtPeriodEnd(running: Running, tier: PaidTier, period: BillingPeriod) {
  const { subscription, item } = running;
  await setCancelAtPeriodEnd(subscription, false);
  const scheduleId =
    idOf(subscription.schedule) ??
    (await stripe().subscriptionSchedules.create({ from_subscription: subscription.id })).id;
  const schedule = await stripe().subscriptionSchedules.retrieve(scheduleId);
  const currentPhase =
    schedule.phases.find((phase) => phase.start_date === schedule.current_phase?.start_date) ??
    schedule.phases[0];
  const periodEnd = item.current_period_end;
  const nextEnd = Math.floor(addPeriod(new Date(periodEnd * 1000), period).getTime() / 1000);
  await stripe().subscriptionSchedules.update(scheduleId, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      {
        items: [{ price: item.price.id, quantity: 1 }],
        start_date: currentPhase?.start_date ?? item.current_period_start,
        end_date: periodEnd,
      },
      {
        items: [{ price_data: await priceData(tier, period), quantity: 1 }],
        start_date: periodEnd,
        end_date: nextEnd,
      },
    ],
  });
}

/**
 * Free cancels at the end of the paid period; a move up applies now once paid; a move down
 * waits for the period end; the current plan (or `resume`) takes back what was planned.
 */
export async function changePlan(
  uid: string,
  request: UpgradeSubscription,
): Promise<PlanChangeResult> {
  const found = await runningSubscription(uid);
  const unchanged: Outcome = {
    outcome: 'unchanged',
    amountCharged: null,
    clientSecret: null,
    paymentIntentId: null,
  };
  // Free with nothing running, or a cancellation, needs no payment to go through.
  if (!found && request.tier === 'free') return { ...(await subscriptionState(uid)), ...unchanged };
  const running = request.tier === 'free' ? found : requirePaying(found);
  if (!running) throw new ConflictError(NO_SUBSCRIPTION);
  const { subscription } = running;
  const period = request.billing ?? running.period;
  const samePlan = request.tier === running.tier && period === running.period;
  if (request.resume === true && !samePlan) {
    throw new InvalidInputError(
      `Only the current plan (${planLabel(running.tier)}, ${running.period}) can be resumed`,
    );
  }
  let outcome = unchanged;
  if (samePlan) {
    const released = await releaseSchedule(subscription);
    const resumed = await setCancelAtPeriodEnd(subscription, false);
    if (released || resumed) outcome = { ...outcome, outcome: 'applied' };
  } else if (request.tier === 'free') {
    await releaseSchedule(subscription);
    if (await setCancelAtPeriodEnd(subscription, true))
      outcome = { ...outcome, outcome: 'scheduled' };
  } else {
    const timing = checkedTiming(running, { tier: request.tier, billing: period });
    if (timing === 'now') {
      outcome = await changeNow(
        running,
        request.tier,
        period,
        checkedProrationDate(request.prorationDate),
      );
    } else {
      await changeAtPeriodEnd(running, request.tier, period);
      outcome = { ...outcome, outcome: 'scheduled' };
    }
  }
  if (outcome.outcome !== 'unchanged')
    await syncSubscription({ subscriptionId: subscription.id, uid });
  return { ...(await subscriptionState(uid)), ...outcome };
}
