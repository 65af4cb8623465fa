// The payment endpoints' work: one subscription per user, started by a checkout (priced from
// config/plans), the confirmation that applies a paid one, the billing portal. Plan changes
// are in planChanges.ts.
// Stripe is asked for every fact; nothing the client sends is trusted beyond what it names.
import {
  INVALID_PAYMENT_REQUEST,
  LIVE_STATUSES,
  TIER_NAMES,
  type CreatePaymentIntent,
  type PaymentIntentResponse,
  type SubscriptionState,
  type SubscriptionStatus,
  type Tier,
} from '@pomoplan/domain';
import type Stripe from 'stripe';
import { appUrl } from '../platform/config';
import { createCustomer, idOf, isStripeCode, stripe } from './stripe';
import { ConflictError, InvalidInputError } from '../platform/errors';
import { GRPC_FAILED_PRECONDITION, hasGrpcCode, userDoc } from '../platform/firestore';
import { cents, priceData, priceOf } from './stripePrices';
import {
  subscriptionFacts,
  subscriptionState,
  syncSubscription,
  type PaidInvoice,
} from './subscriptions';

interface StoredCustomer {
  customerId: string | null;
  subscriptionId: string | null;
}

const storedString = (value: unknown) => (typeof value === 'string' && value ? value : null);

export async function storedCustomer(uid: string): Promise<StoredCustomer> {
  const data = (await userDoc(uid).get()).data();
  return {
    customerId: storedString(data?.stripeCustomerId),
    subscriptionId: storedString(data?.stripeSubscriptionId),
  };
}

/** How often the customer is stored again after another write changed the user meanwhile. */
const STORE_CUSTOMER_ATTEMPTS = 5;

/**
 * The user's Stripe customer, created (once, by idempotency key) and stored when missing.
 * Stored on the condition that the user is unchanged since it was read, not in a transaction:
 * a transaction's read holds the user document until it commits, and the app's own writes,
 * whose rules read the user, wait behind that hold (up to the emulator's lock timeout).
 */
async function customerOf(uid: string, email: string | null): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await userDoc(uid).get();
    if (!snapshot.exists) throw new InvalidInputError('Sign in once before subscribing');
    const stored = storedString(snapshot.get('stripeCustomerId'));
    if (stored) return stored;
    const customerId = await createCustomer(stripe(), { uid, email });
    try {
      await userDoc(uid).update(
        { stripeCustomerId: customerId },
        { lastUpdateTime: snapshot.updateTime },
      );
      return customerId;
    } catch (error) {
      const changed = hasGrpcCode(error, GRPC_FAILED_PRECONDITION);
      if (!changed || attempt >= STORE_CUSTOMER_ATTEMPTS) throw error;
    }
  }
}

/** What a user with a running subscription is told instead of a second one. */
function alreadySubscribed(tier: Tier | null, status: SubscriptionStatus): string {
  const plan = tier ? `the ${TIER_NAMES[tier]} Plan` : 'a subscription';
  if (status === 'past_due' || status === 'unpaid') {
    return `You already have ${plan}, and its last payment failed: update your card in Settings › Subscription.`;
  }
  return `You already have ${plan}. Change it from Settings › Subscription › Change plan.`;
}

const newerThan = (a: Stripe.Subscription, b: Stripe.Subscription) =>
  a.created !== b.created ? a.created > b.created : a.id > b.id;

/** Cancels a checkout's subscription; its open invoice and payment are voided with it. */
export async function cancelSubscriptionNow(subscriptionId: string): Promise<void> {
  try {
    await stripe().subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Already cancelled by a concurrent checkout: what was wanted.
    if (
      !isStripeCode(error, 'resource_missing') &&
      !(error instanceof Error && /canceled/.test(error.message))
    ) {
      throw error;
    }
  }
}

const CHECKOUT_RACE =
  'Another checkout was started at the same time and replaced this one. Go back to the plans and choose again.';

/**
 * Starts a subscription that waits for its first payment; the answer's client secret lets the
 * card form pay its first invoice. The price is config/plans' own: an amount that differs
 * means a stale or edited checkout link and is refused. A user has one subscription at most:
 * a running one refuses a second (409), and an unpaid checkout left in another tab is
 * cancelled, so its payment form can no longer charge.
 */
export async function createPaymentIntent(
  user: { uid: string; email: string | null },
  request: CreatePaymentIntent,
): Promise<PaymentIntentResponse> {
  if (request.tier === 'free') throw new InvalidInputError('The free plan needs no payment');
  const price = await priceOf(request.tier, request.billing);
  if (cents(price) !== cents(request.amount)) throw new InvalidInputError(INVALID_PAYMENT_REQUEST);
  const customer = await customerOf(user.uid, user.email);
  const existing = await stripe().subscriptions.list({ customer, status: 'all', limit: 100 });
  const live = existing.data.find((candidate) =>
    LIVE_STATUSES.includes(candidate.status as SubscriptionStatus),
  );
  if (live) {
    const facts = subscriptionFacts(live);
    throw new ConflictError(alreadySubscribed(facts.tier, live.status as SubscriptionStatus));
  }
  // A checkout left unpaid in another tab can no longer charge once this one starts.
  await Promise.all(
    existing.data
      .filter((candidate) => candidate.status === 'incomplete')
      .map((candidate) => cancelSubscriptionNow(candidate.id)),
  );
  const subscription = await stripe().subscriptions.create({
    customer,
    items: [{ price_data: await priceData(request.tier, request.billing) }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { uid: user.uid, tier: request.tier, billing: request.billing },
    expand: ['latest_invoice.confirmation_secret'],
  });
  // Another unpaid checkout now can only have started at the same moment as this one: the
  // newer of the two stays (both requests agree which), so at most one can ever be paid.
  const open = await stripe().subscriptions.list({ customer, status: 'incomplete', limit: 100 });
  const others = open.data.filter((candidate) => candidate.id !== subscription.id);
  if (others.some((other) => newerThan(other, subscription))) {
    await cancelSubscriptionNow(subscription.id);
    throw new ConflictError(CHECKOUT_RACE);
  }
  await Promise.all(others.map((other) => cancelSubscriptionNow(other.id)));
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
  const paid: PaidInvoice | undefined =
    invoice.id && invoice.status === 'paid' && invoice.amount_paid > 0
      ? { invoiceId: invoice.id, amount: invoice.amount_paid / 100 }
      : undefined;
  await syncSubscription({ subscriptionId, uid, ...(paid ? { paid } : {}) });
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
