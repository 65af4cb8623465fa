// For the Stripe stand-in's tests: the stand-in on a free port, the real `stripe` SDK pointed
// at it, a loopback webhook receiver that checks every delivery with
// stripe.webhooks.constructEvent, and the browser's part (Stripe.js's confirm call, the card
// forms of the hosted pages) done with plain fetch. `useStripe()` sets it all up around the
// tests of a file and resets the stand-in before each test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startStandin, type RunningStandin } from './harness';
import { stripeStandin } from './stripe';
import { TEST_CARDS } from './stripe/cards';

export const SECRET = 'whsec_test_secret';
export const DAY = 24 * 60 * 60;
export const MONTH = 31 * DAY;

export interface Received {
  status: number;
  type: string;
  id: string;
  at: number;
  object: Record<string, unknown>;
  previous?: Record<string, unknown>;
}

export interface StripeTest {
  standin: RunningStandin;
  stripe: Stripe;
  /** Events the receiver got in this test, in order. */
  received: Received[];
  /** Statuses the receiver answers next (then 200). */
  answers: number[];
}

export async function until<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function useStripe(): StripeTest {
  const test = { received: [], answers: [] } as unknown as StripeTest;
  let receiver: Server;
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const status = test.answers.shift() ?? 200;
        try {
          const event = test.stripe.webhooks.constructEvent(
            raw,
            String(req.headers['stripe-signature']),
            SECRET,
          );
          test.received.push({
            status,
            type: event.type,
            id: event.id,
            at: Date.now(),
            object: event.data.object as unknown as Record<string, unknown>,
            previous: event.data.previous_attributes as Record<string, unknown> | undefined,
          });
          res.writeHead(status).end();
        } catch {
          res.writeHead(400).end('bad signature');
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
    test.standin = await startStandin(
      stripeStandin({ webhookUrl: receiverUrl, webhookSecret: SECRET }),
      0,
    );
    const url = new URL(test.standin.url);
    test.stripe = new Stripe('sk_test_standin', {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
      telemetry: false,
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await test.standin.close();
    await new Promise((resolve) => receiver.close(resolve));
  });
  beforeEach(async () => {
    await control(test, 'reset');
    // A delivery of the previous test may still be on its way.
    await control(test, 'stripe/drain');
    test.received = [];
    test.answers = [];
    await control(test, 'stripe/delivery', { retryDelaysMs: [100, 100] }, 'PUT');
  });
  return test;
}

export async function control(test: StripeTest, path: string, body: unknown = {}, method = 'POST') {
  const response = await fetch(`${test.standin.url}/_control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

/** Moves the stand-in's clock on; resolves once the events it caused were first delivered. */
export const advance = (test: StripeTest, seconds: number) =>
  control(test, 'stripe/advance-clock', { seconds });

/** The stand-in's clock (unix seconds): real time plus every advance since the reset. */
export async function standinNow(test: StripeTest): Promise<number> {
  return ((await control(test, 'stripe/clock', undefined, 'GET')) as { now: number }).now;
}

/** Moves the clock to a minute after `time` (unix seconds), from wherever it stands now. */
export const advancePast = async (test: StripeTest, time: number) =>
  advance(test, time - (await standinNow(test)) + 60);

/** The types of the events the stand-in emitted so far, in order. */
export async function eventTypes(test: StripeTest): Promise<string[]> {
  const events = (await control(test, 'stripe/events', undefined, 'GET')) as { type: string }[];
  return events.map((event) => event.type);
}

export async function newSubscription(
  test: StripeTest,
  interval: 'month' | 'year' = 'month',
  amount = 300,
) {
  const { stripe } = test;
  await stripe.products.create({ id: 'pomoplan_pro', name: 'Pomoplan Pro' }).catch(() => null);
  const customer = await stripe.customers.create({
    email: 'a@example.com',
    metadata: { uid: 'u1' },
  });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [
      {
        price_data: {
          currency: 'usd',
          product: 'pomoplan_pro',
          unit_amount: amount,
          recurring: { interval },
        },
      },
    ],
    payment_behavior: 'default_incomplete',
    // As the app creates them: the card of the first payment pays the renewals.
    payment_settings: { save_default_payment_method: 'on_subscription' },
    expand: ['latest_invoice.confirmation_secret'],
    metadata: { uid: 'u1', tier: 'pro' },
  });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const clientSecret = invoice.confirmation_secret?.client_secret ?? '';
  const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';
  return { customer, subscription, invoice, clientSecret, paymentIntentId };
}

/** Confirms as Stripe.js does from the card form: publishable key and client secret. */
export async function payWithCard(
  test: StripeTest,
  paymentIntentId: string,
  clientSecret: string,
  number: string,
) {
  const response = await fetch(
    `${test.standin.url}/v1/payment_intents/${paymentIntentId}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: 'pk_test_standin',
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2099',
        'payment_method_data[card][cvc]': '123',
      }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, never> };
}

/** The 3-D Secure step as Stripe.js's dialog posts it. */
export async function authenticate(
  test: StripeTest,
  paymentIntentId: string,
  clientSecret: string,
  outcome: 'complete' | 'fail',
) {
  const response = await fetch(
    `${test.standin.url}/v1/payment_intents/${paymentIntentId}/authenticate`,
    {
      method: 'POST',
      body: new URLSearchParams({ key: 'pk_test_standin', client_secret: clientSecret, outcome }),
    },
  );
  return (await response.json()) as Record<string, unknown>;
}

/** A subscription whose first payment was made with `card` (active, that card saved on it). */
export async function activeSubscription(
  test: StripeTest,
  card: string = TEST_CARDS.succeeds,
  interval: 'month' | 'year' = 'month',
  amount = 300,
) {
  const created = await newSubscription(test, interval, amount);
  const paid = await payWithCard(test, created.paymentIntentId, created.clientSecret, card);
  expect(paid.body.status).toBe('succeeded');
  const subscription = await test.stripe.subscriptions.retrieve(created.subscription.id);
  expect(subscription.status).toBe('active');
  return { ...created, subscription, itemId: subscription.items.data[0]?.id ?? '' };
}

/** A card form of a hosted page, posted as a browser does. */
export async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: await response.text() };
}

export const cardFields = (number: string) => ({ number, expiry: '12/34', cvc: '123' });
