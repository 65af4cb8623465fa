// The Stripe stand-in (standins/, port 9902) as the payment tests drive it: its control API,
// the card form's confirm call as Stripe.js makes it, and the real SDK for reading its state.
import Stripe from 'stripe';
import { afterAll, beforeEach, expect } from 'vitest';
import { eventually, readDoc } from './admin';
import { api } from './http';
import type { TestUser } from './users';

export const STRIPE_URL = 'http://127.0.0.1:9902';
/** The fake keys the emulators use (scripts/lib/standins.mjs, functions/.env.demo-pomoplan). */
export const PUBLISHABLE_KEY = 'pk_test_local_standin';
const SECRET_KEY = 'sk_test_standin';

export const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Attaches to a customer; every charge of it later fails. */
  chargeFails: '4000000000000341',
} as const;

export const stripeClient = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: 9902,
  protocol: 'http',
  telemetry: false,
  maxNetworkRetries: 0,
});

export async function control(path: string, body: unknown = {}, method = 'POST'): Promise<unknown> {
  const response = await fetch(`${STRIPE_URL}/_control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} /_control/${path}`).toBeLessThan(300);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

export const holdDeliveries = () => control('stripe/delivery', { mode: 'held' }, 'PUT');
export const drain = () => control('stripe/drain');

export interface StripeEventSummary {
  id: string;
  type: string;
  data: { object: { id: string } };
}

export async function stripeEvents(): Promise<StripeEventSummary[]> {
  return (await control('stripe/events', undefined, 'GET')) as StripeEventSummary[];
}

export interface DeliverySummary {
  eventId: string;
  type: string;
  attempt: number;
  status: number;
}

export async function deliveries(): Promise<DeliverySummary[]> {
  return (await control('stripe/deliveries', undefined, 'GET')) as DeliverySummary[];
}

/** What the card form does with the client secret: confirm the payment with a card. */
export async function payWithCard(
  paymentIntentId: string,
  clientSecret: string,
  card: string,
): Promise<{ status: number; body: { status?: string; error?: { code?: string } } }> {
  const response = await fetch(`${STRIPE_URL}/v1/payment_intents/${paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: PUBLISHABLE_KEY,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2099',
      'payment_method_data[card][cvc]': '123',
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as never };
}

export interface Checkout {
  clientSecret: string;
  paymentIntentId: string;
  subscriptionId: string;
}

/** POST /api/create-payment-intent at the plan's own price. */
export async function startCheckout(
  user: TestUser,
  tier: 'pro' | 'master' = 'pro',
  billing: 'monthly' | 'yearly' = 'monthly',
): Promise<Checkout> {
  const amount = { pro: { monthly: 3, yearly: 30 }, master: { monthly: 9, yearly: 90 } }[tier][
    billing
  ];
  const response = await api<Checkout>('POST', '/api/create-payment-intent', user.idToken, {
    tier,
    amount,
    billing,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A checkout paid with a card that succeeds. */
export async function paidCheckout(
  user: TestUser,
  tier: 'pro' | 'master' = 'pro',
  billing: 'monthly' | 'yearly' = 'monthly',
): Promise<Checkout> {
  const checkout = await startCheckout(user, tier, billing);
  const paid = await payWithCard(checkout.paymentIntentId, checkout.clientSecret, CARDS.succeeds);
  expect(paid.body.status).toBe('succeeded');
  return checkout;
}

/**
 * Makes a test payment method (e.g. pm_card_chargeCustomerFail) the card a subscription is
 * charged with from now on, as a customer does by updating the card in the billing portal.
 */
export async function saveCard(subscriptionId: string, testMethod: string): Promise<string> {
  const subscription = await stripeClient.subscriptions.retrieve(subscriptionId);
  const customer = String(subscription.customer);
  const method = await stripeClient.paymentMethods.attach(testMethod, { customer });
  await stripeClient.customers.update(customer, {
    invoice_settings: { default_payment_method: method.id },
  });
  await stripeClient.subscriptions.update(subscriptionId, { default_payment_method: method.id });
  return method.id;
}

/** Moves the stand-in's clock on and waits until the events it caused are delivered. */
export async function advanceClock(seconds: number): Promise<void> {
  await control('stripe/advance-clock', { seconds });
  await drain();
}

/** Moves the stand-in's clock to an hour past the subscription's current period end. */
export async function advancePastPeriodEnd(subscriptionId: string): Promise<void> {
  const subscription = await stripeClient.subscriptions.retrieve(subscriptionId);
  const end = subscription.items.data[0]?.current_period_end ?? 0;
  const { now } = (await control('stripe/advance-clock', { seconds: 1 })) as { now: number };
  await advanceClock(Math.max(1, end - now + 60 * 60));
}

/**
 * Gives each test of the file a fresh stand-in, and leaves it reset after the file: the
 * browser suite shares it, and must find its clock at today.
 */
export function resetStandinAroundEachTest(): void {
  beforeEach(async () => {
    await control('reset');
  });
  afterAll(async () => {
    await control('reset');
  });
}

/** POST /api/confirm-payment as the card form's page calls it. */
export const confirmPayment = <T = { subscriptionTier: string }>(
  user: TestUser,
  paymentIntentId: string,
  tier = 'pro',
) => api<T>('POST', '/api/confirm-payment', user.idToken, { paymentIntentId, tier });

/** The user's tier as stored. */
export const tierOf = async (user: TestUser) =>
  (await readDoc(`users/${user.uid}`))?.subscriptionTier as string | undefined;

/** Waits for the webhook to bring the user to `tier`. */
export const tierBecomes = (user: TestUser, tier: string) =>
  eventually(async () => ((await tierOf(user)) === tier ? tier : undefined), `tier ${tier}`);
