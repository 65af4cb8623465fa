// A subscription as Stripe has it now, with what the app shows about it: the plan, a change
// planned for the period end (its schedule's next phase) and a renewal Stripe could not
// collect (its open invoice). Every writer reads it here, so they all agree.
import {
  TIER_KEEPING_STATUSES,
  type Billing,
  type BillingPeriod,
  type PaymentIssue,
  type PendingChange,
  type SubscriptionStatus,
  type Tier,
} from '@pomoplan/domain';
import type Stripe from 'stripe';
import { idOf, isStripeCode, stripe, tierOfProduct } from './stripe';

type PaidTier = Exclude<Tier, 'free'>;

/** What a subscription says about the user's plan. */
export interface SubscriptionFacts {
  id: string;
  customerId: string;
  /** Null for a product that is not one of our plans. */
  tier: PaidTier | null;
  billing: Billing | null;
  /** Whether the subscription grants its tier now. */
  grantsTier: boolean;
  /** The uid the checkout wrote into the subscription's metadata, if any. */
  metadataUid: string | null;
  /** Unix seconds the subscription was created at. */
  created: number;
}

const periodOf = (price: Stripe.Price | null | undefined): BillingPeriod =>
  price?.recurring?.interval === 'year' ? 'yearly' : 'monthly';

const tierOfPrice = (price: Stripe.Price | string | null | undefined): PaidTier | null =>
  typeof price === 'object' && price ? tierOfProduct(idOf(price.product) ?? '') : null;

/** The facts of a subscription object alone (no schedule, no invoice). */
export function subscriptionFacts(
  subscription: Stripe.Subscription,
  extra: { pendingChange?: PendingChange | null; paymentIssue?: PaymentIssue | null } = {},
): SubscriptionFacts {
  const item = subscription.items.data[0];
  const tier = tierOfPrice(item?.price);
  const status = subscription.status as SubscriptionStatus;
  const billing: Billing | null =
    tier && item
      ? {
          tier,
          status,
          period: periodOf(item.price),
          currentPeriodEnd: new Date(item.current_period_end * 1000),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          pendingChange: extra.pendingChange ?? null,
          paymentIssue: extra.paymentIssue ?? null,
        }
      : null;
  const uid = subscription.metadata?.uid;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    tier,
    billing,
    grantsTier: tier !== null && TIER_KEEPING_STATUSES.includes(status),
    metadataUid: typeof uid === 'string' && uid ? uid : null,
    created: subscription.created,
  };
}

/** The next phase of the subscription's schedule, as the plan it moves to and when. */
async function pendingChangeOf(subscription: Stripe.Subscription): Promise<PendingChange | null> {
  const scheduleId = idOf(subscription.schedule);
  if (!scheduleId) return null;
  const schedule = await stripe().subscriptionSchedules.retrieve(scheduleId, {
    expand: ['phases.items.price'],
  });
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return null;
  // The phase after the current one, by Stripe's own clock (a test clock may run ahead).
  const currentEnd = schedule.current_phase?.end_date ?? Math.floor(Date.now() / 1000);
  const next = schedule.phases.find((phase) => phase.start_date >= currentEnd);
  const price = next?.items[0]?.price;
  const tier = tierOfPrice(price as Stripe.Price | string | undefined);
  if (!next || !tier || typeof price !== 'object' || price === null) return null;
  return {
    tier,
    period: periodOf(price as Stripe.Price),
    effectiveAt: new Date(next.start_date * 1000),
  };
}

/** The PaymentIntent that collects an invoice, through Stripe's invoice payments. */
export async function intentOfInvoice(invoiceId: string): Promise<Stripe.PaymentIntent | null> {
  const payments = await stripe().invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const intentId = idOf(payments.data[0]?.payment?.payment_intent);
  return intentId ? stripe().paymentIntents.retrieve(intentId) : null;
}

/**
 * A renewal Stripe tried and could not collect: the subscription's latest invoice is a cycle
 * invoice, still open, attempted at least once. Other failed charges (a first payment, a plan
 * change) are answered where they happen and leave the plan as it was.
 */
async function paymentIssueOf(subscription: Stripe.Subscription): Promise<PaymentIssue | null> {
  const invoice = subscription.latest_invoice;
  if (typeof invoice !== 'object' || invoice === null || !invoice.id) return null;
  if (invoice.status !== 'open' || invoice.billing_reason !== 'subscription_cycle') return null;
  if ((invoice.attempt_count ?? 0) < 1) return null;
  const intent = await intentOfInvoice(invoice.id);
  return {
    kind: intent?.status === 'requires_action' ? 'action_required' : 'payment_failed',
    invoiceId: invoice.id,
    amountDue: (invoice.amount_remaining ?? invoice.amount_due) / 100,
    attempts: invoice.attempt_count ?? 0,
    nextAttemptAt: invoice.next_payment_attempt
      ? new Date(invoice.next_payment_attempt * 1000)
      : null,
    payUrl: invoice.hosted_invoice_url ?? null,
    reason: intent?.last_payment_error?.message ?? null,
  };
}

/** Reads a subscription and what hangs on it; null when Stripe has no such subscription. */
export async function readSubscription(id: string): Promise<SubscriptionFacts | null> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe().subscriptions.retrieve(id, { expand: ['latest_invoice'] });
  } catch (error) {
    if (isStripeCode(error, 'resource_missing')) return null;
    throw error;
  }
  const [pendingChange, paymentIssue] = await Promise.all([
    pendingChangeOf(subscription),
    paymentIssueOf(subscription),
  ]);
  return subscriptionFacts(subscription, { pendingChange, paymentIssue });
}
