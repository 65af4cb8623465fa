// The payment endpoints' work: a subscription per checkout (priced from config/plans), the
// confirmation that applies a paid one, plan changes and cancellation, the billing portal.
// Stripe is asked for every fact; nothing the client sends is trusted beyond what it names.
import {
  INVALID_PAYMENT_REQUEST,
  TIER_NAMES,
  TIER_KEEPING_STATUSES,
  type BillingPeriod,
  type CreatePaymentIntent,
  type PaymentIntentResponse,
  type SubscriptionState,
  type SubscriptionStatus,
  type Tier,
  type UpgradeSubscription,
} from '@pomoplan/domain';
import type Stripe from 'stripe';
import { appUrl } from '../config';
import { createCustomer, ensureProduct, idOf, isStripeCode, stripe } from '../integrations/stripe';
import { ConflictError, InvalidInputError } from './errors';
import { db, userDoc } from './firestore';
import { readPlansConfig } from './plans';
import {
  applySubscription,
  subscriptionFacts,
  subscriptionState,
  type PaidInvoice,
} from './subscriptions';

type PaidTier = Exclude<Tier, 'free'>;

const cents = (dollars: number) => Math.round(dollars * 100);
const interval = (period: BillingPeriod) => (period === 'yearly' ? 'year' : 'month');

async function priceOf(tier: PaidTier, period: BillingPeriod): Promise<number> {
  const { plans } = await readPlansConfig();
  return period === 'yearly' ? plans[tier].yearlyPrice : plans[tier].monthlyPrice;
}

async function priceData(tier: PaidTier, period: BillingPeriod) {
  const product = await ensureProduct(stripe(), tier);
  return {
    currency: 'usd',
    product,
    unit_amount: cents(await priceOf(tier, period)),
    recurring: { interval: interval(period) },
  } as const;
}

interface StoredCustomer {
  customerId: string | null;
  subscriptionId: string | null;
  status: SubscriptionStatus | null;
}

async function storedCustomer(uid: string): Promise<StoredCustomer> {
  const data = (await userDoc(uid).get()).data();
  const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const billing = data?.billing as { status?: SubscriptionStatus } | null | undefined;
  return {
    customerId: str(data?.stripeCustomerId),
    subscriptionId: str(data?.stripeSubscriptionId),
    status: billing?.status ?? null,
  };
}

/** The user's Stripe customer, created (once, by idempotency key) and stored when missing. */
async function customerOf(uid: string, email: string | null): Promise<string> {
  const stored = await storedCustomer(uid);
  if (stored.customerId) return stored.customerId;
  const customerId = await createCustomer(stripe(), { uid, email });
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(userDoc(uid));
    if (!snapshot.exists) throw new InvalidInputError('Sign in once before subscribing');
    if (!snapshot.get('stripeCustomerId'))
      tx.update(userDoc(uid), { stripeCustomerId: customerId });
  });
  return customerId;
}

const ALREADY_SUBSCRIBED =
  'You already have a subscription. Change your plan with POST /api/upgrade-subscription.';

/**
 * Starts a subscription that waits for its first payment; the answer's client secret lets the
 * card form pay its first invoice. The price is config/plans' own: an amount that differs
 * means a stale or edited checkout link and is refused.
 */
export async function createPaymentIntent(
  user: { uid: string; email: string | null },
  request: CreatePaymentIntent,
): Promise<PaymentIntentResponse> {
  if (request.tier === 'free') throw new InvalidInputError('The free plan needs no payment');
  const price = await priceOf(request.tier, request.billing);
  if (cents(price) !== cents(request.amount)) throw new InvalidInputError(INVALID_PAYMENT_REQUEST);
  const stored = await storedCustomer(user.uid);
  if (stored.subscriptionId && stored.status && TIER_KEEPING_STATUSES.includes(stored.status)) {
    throw new ConflictError(ALREADY_SUBSCRIBED);
  }
  const customer = await customerOf(user.uid, user.email);
  const subscription = await stripe().subscriptions.create({
    customer,
    items: [{ price_data: await priceData(request.tier, request.billing) }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { uid: user.uid, tier: request.tier, billing: request.billing },
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = subscription.latest_invoice;
  const clientSecret =
    typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : undefined;
  if (!clientSecret)
    throw new Error(`Subscription ${subscription.id} came without a client secret`);
  // A PaymentIntent's client secret is its id followed by _secret_.
  const intentId = /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret)?.[1] ?? null;
  return { clientSecret, paymentIntentId: intentId, subscriptionId: subscription.id };
}

/** The invoice a PaymentIntent paid, through Stripe's invoice payments. */
async function invoiceOfIntent(intentId: string): Promise<Stripe.Invoice | null> {
  const payments = await stripe().invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: intentId },
    limit: 1,
  });
  const invoiceId = idOf(payments.data[0]?.invoice);
  return invoiceId ? stripe().invoices.retrieve(invoiceId) : null;
}

const NOT_YOURS = 'This payment does not belong to your account';

/**
 * Applies the subscription a payment paid for: the payment, its invoice and the subscription
 * are read from Stripe and must belong to the caller's customer and name the tier asked for.
 */
export async function confirmPayment(
  uid: string,
  request: { paymentIntentId: string; tier: Tier },
): Promise<SubscriptionState> {
  const { customerId } = await storedCustomer(uid);
  if (!customerId) throw new InvalidInputError(NOT_YOURS);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe().paymentIntents.retrieve(request.paymentIntentId);
  } catch (error) {
    if (isStripeCode(error, 'resource_missing')) throw new InvalidInputError(NOT_YOURS);
    throw error;
  }
  if (idOf(intent.customer) !== customerId) throw new InvalidInputError(NOT_YOURS);
  if (intent.status !== 'succeeded') {
    throw new ConflictError('The payment has not been completed');
  }
  const invoice = await invoiceOfIntent(intent.id);
  const subscriptionId = idOf(invoice?.parent?.subscription_details?.subscription);
  if (!invoice || !subscriptionId) throw new InvalidInputError(INVALID_PAYMENT_REQUEST);
  const facts = subscriptionFacts(await stripe().subscriptions.retrieve(subscriptionId));
  if (facts.customerId !== customerId) throw new InvalidInputError(NOT_YOURS);
  if (facts.tier !== request.tier) throw new InvalidInputError(INVALID_PAYMENT_REQUEST);
  const paid: PaidInvoice = { invoiceId: invoice.id ?? '', amount: invoice.amount_paid / 100 };
  await applySubscription({ uid, subscription: facts, paid });
  return subscriptionState(uid);
}

/** The user's current subscription as Stripe has it now, or null. */
async function currentSubscription(uid: string): Promise<Stripe.Subscription | null> {
  const { subscriptionId } = await storedCustomer(uid);
  if (!subscriptionId) return null;
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  return subscriptionFacts(subscription).grantsTier ? subscription : null;
}

const NO_SUBSCRIPTION = 'You have no active subscription: subscribe through checkout first';

/**
 * Free cancels at the end of the paid period (the tier stays until then); a paid tier or
 * period changes the plan now with proration, and takes back a pending cancellation; the same
 * plan with a pending cancellation, or `resume`, resumes it.
 */
export async function upgradeSubscription(
  uid: string,
  request: UpgradeSubscription,
): Promise<SubscriptionState> {
  const subscription = await currentSubscription(uid);
  if (!subscription) {
    if (request.tier === 'free') return subscriptionState(uid);
    throw new ConflictError(NO_SUBSCRIPTION);
  }
  const facts = subscriptionFacts(subscription);
  const item = subscription.items.data[0];
  if (!facts.billing || !item) throw new ConflictError(NO_SUBSCRIPTION);
  let updated: Stripe.Subscription | null = null;
  if (request.tier === 'free') {
    if (!subscription.cancel_at_period_end) {
      updated = await stripe().subscriptions.update(subscription.id, {
        cancel_at_period_end: true,
      });
    }
  } else {
    const period = request.billing ?? facts.billing.period;
    const samePlan = request.tier === facts.tier && period === facts.billing.period;
    if (request.resume === true && !samePlan) {
      throw new InvalidInputError(
        `Only the current plan (${TIER_NAMES[facts.billing.tier]}, ${facts.billing.period}) can be resumed`,
      );
    }
    if (samePlan) {
      if (subscription.cancel_at_period_end) {
        updated = await stripe().subscriptions.update(subscription.id, {
          cancel_at_period_end: false,
        });
      }
    } else {
      updated = await stripe().subscriptions.update(subscription.id, {
        items: [{ id: item.id, price_data: await priceData(request.tier, period) }],
        proration_behavior: 'always_invoice',
        cancel_at_period_end: false,
        metadata: { tier: request.tier, billing: period },
      });
    }
  }
  if (updated) await applySubscription({ uid, subscription: subscriptionFacts(updated) });
  return subscriptionState(uid);
}

/** A Stripe billing portal session for the caller's customer; its URL leads back to settings. */
export async function billingPortalUrl(uid: string): Promise<string> {
  const { customerId } = await storedCustomer(uid);
  if (!customerId) throw new ConflictError('You have no billing account yet');
  const session = await stripe().billingPortal.sessions.create({
    customer: customerId,
    return_url: `${appUrl.value()}/settings`,
  });
  return session.url;
}
