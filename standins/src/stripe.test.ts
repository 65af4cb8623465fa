// The Stripe stand-in through the real `stripe` SDK (and, for the card form's calls, plain
// form posts as Stripe.js sends them), with a loopback webhook receiver that checks every
// delivery with stripe.webhooks.constructEvent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandin, type RunningStandin } from './harness';
import { STRIPE_API_VERSION, stripeStandin } from './stripe';
import { TEST_CARDS } from './stripe/cards';

const SECRET = 'whsec_test_secret';
const MONTH = 31 * 24 * 60 * 60;

interface Received {
  status: number;
  type: string;
  id: string;
  at: number;
}

let standin: RunningStandin;
let stripe: Stripe;
let receiver: Server;
let receiverUrl: string;
let received: Received[];
/** Statuses the receiver answers next (then 200). */
let answers: number[];

async function control(path: string, body: unknown = {}, method = 'POST') {
  const response = await fetch(`${standin.url}/_control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

async function until<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = answers.shift() ?? 200;
      try {
        const event = stripe.webhooks.constructEvent(
          raw,
          String(req.headers['stripe-signature']),
          SECRET,
        );
        received.push({ status, type: event.type, id: event.id, at: Date.now() });
        res.writeHead(status).end();
      } catch {
        res.writeHead(400).end('bad signature');
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  standin = await startStandin(
    stripeStandin({ webhookUrl: receiverUrl, webhookSecret: SECRET }),
    0,
  );
  const url = new URL(standin.url);
  stripe = new Stripe('sk_test_standin', {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    telemetry: false,
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await standin.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  await control('reset');
  // A delivery of the previous test may still be on its way.
  await control('stripe/drain');
  received = [];
  answers = [];
  await control('stripe/delivery', { retryDelaysMs: [100, 100] }, 'PUT');
});

async function newSubscription(interval: 'month' | 'year' = 'month', amount = 300) {
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
    expand: ['latest_invoice.confirmation_secret'],
    metadata: { uid: 'u1', tier: 'pro' },
  });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const clientSecret = invoice.confirmation_secret?.client_secret ?? '';
  const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';
  return { customer, subscription, invoice, clientSecret, paymentIntentId };
}

/** Confirms as Stripe.js does from the card form: publishable key and client secret. */
async function payWithCard(paymentIntentId: string, clientSecret: string, number: string) {
  const response = await fetch(`${standin.url}/v1/payment_intents/${paymentIntentId}/confirm`, {
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
  });
  return { status: response.status, body: (await response.json()) as Record<string, never> };
}

describe('requests', () => {
  it('receives form-encoded requests with the API version, the key and an idempotency key', async () => {
    await stripe.customers.create({ email: 'a@example.com', metadata: { uid: 'u1' } });
    const log = (await (await fetch(`${standin.url}/_control/requests`)).json()) as {
      headers: Record<string, string>;
      body: Record<string, string>;
    }[];
    expect(log).toHaveLength(1);
    expect(log[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(log[0]?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(log[0]?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(log[0]?.headers['idempotency-key']).toEqual(expect.any(String));
    expect(log[0]?.body).toEqual({ email: 'a@example.com', 'metadata[uid]': 'u1' });
  });

  it('refuses a call without a secret key', async () => {
    const response = await fetch(`${standin.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('answers the first object again for a repeated Idempotency-Key', async () => {
    const first = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'customer-u1' },
    );
    const again = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'customer-u1' },
    );
    const other = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'customer-u2' },
    );
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a repeated Idempotency-Key with other parameters', async () => {
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'k' });
    await expect(
      stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers resource_missing for an unknown object', async () => {
    await expect(stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });

  it('refuses a product id that exists', async () => {
    await stripe.products.create({ id: 'pomoplan_pro', name: 'Pro' });
    await expect(stripe.products.create({ id: 'pomoplan_pro', name: 'Pro' })).rejects.toMatchObject(
      {
        code: 'resource_already_exists',
      },
    );
  });
});

describe('subscriptions and payments', () => {
  it('creates an incomplete subscription whose invoice carries the client secret', async () => {
    const { subscription, invoice, clientSecret } = await newSubscription();
    expect(subscription.status).toBe('incomplete');
    expect(invoice.status).toBe('open');
    expect(invoice.amount_due).toBe(300);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const plain = await stripe.invoices.retrieve(invoice.id ?? '');
    expect(plain.confirmation_secret).toBeUndefined();
  });

  it('activates the subscription when its card payment succeeds', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription('year', 3000);
    const paid = await payWithCard(paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');

    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    expect(intent.status).toBe('succeeded');
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    });
    expect(payments.data).toHaveLength(1);
    const invoice = await stripe.invoices.retrieve(String(payments.data[0]?.invoice));
    expect(invoice.status).toBe('paid');
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    const active = await stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    const item = active.items.data[0];
    expect(item?.current_period_end).toBeGreaterThan(
      (item?.current_period_start ?? 0) + 360 * 86_400,
    );
  });

  it('confirms through the SDK with a test payment method id', async () => {
    const { paymentIntentId } = await newSubscription();
    const intent = await stripe.paymentIntents.confirm(paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    expect(intent.status).toBe('succeeded');
  });

  it('declines 4000 0000 0000 0002 with the card error', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription();
    const declined = await payWithCard(paymentIntentId, clientSecret, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    await expect(
      stripe.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
  });

  it('asks for authentication for 4000 0000 0000 3220, then pays or fails as the customer chooses', async () => {
    const first = await newSubscription();
    const pending = await payWithCard(
      first.paymentIntentId,
      first.clientSecret,
      TEST_CARDS.authentication,
    );
    expect(pending.body.status).toBe('requires_action');
    const authenticate = (id: string, secret: string, outcome: string) =>
      fetch(`${standin.url}/v1/payment_intents/${id}/authenticate`, {
        method: 'POST',
        body: new URLSearchParams({ key: 'pk_test_standin', client_secret: secret, outcome }),
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    expect(await authenticate(first.paymentIntentId, first.clientSecret, 'complete')).toMatchObject(
      {
        status: 'succeeded',
      },
    );

    const second = await newSubscription();
    await payWithCard(second.paymentIntentId, second.clientSecret, TEST_CARDS.authentication);
    expect(await authenticate(second.paymentIntentId, second.clientSecret, 'fail')).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('refuses a browser call with a wrong client secret', async () => {
    const { paymentIntentId } = await newSubscription();
    const response = await payWithCard(paymentIntentId, 'pi_x_secret_y', TEST_CARDS.succeeds);
    expect(response.status).toBe(400);
  });

  it('cancels at the period end and ends the subscription when the clock passes it', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription();
    await payWithCard(paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const canceling = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await control('stripe/advance-clock', { seconds: MONTH + 60 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    await until(() => received.find((event) => event.type === 'customer.subscription.deleted'));
  });

  it('renews at the period end with the saved card', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription();
    await payWithCard(paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const before = (await stripe.subscriptions.retrieve(subscription.id)).items.data[0];
    await control('stripe/advance-clock', { seconds: MONTH + 60 });
    const after = await stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe('active');
    expect(after.items.data[0]?.current_period_start).toBe(before?.current_period_end);
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
  });

  it('switches monthly to yearly at once, charging the new price less the unused time', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription();
    await payWithCard(paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const itemId = subscription.items.data[0]?.id ?? '';
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [
        {
          id: itemId,
          price_data: {
            currency: 'usd',
            product: 'pomoplan_pro',
            unit_amount: 3000,
            recurring: { interval: 'year' },
          },
        },
      ],
      proration_behavior: 'always_invoice',
    });
    expect(updated.items.data[0]?.price.recurring?.interval).toBe('year');
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data[0]).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_update',
    });
    expect(invoices.data[0]?.amount_paid).toBeGreaterThan(2690);
    expect(invoices.data[0]?.amount_paid).toBeLessThanOrEqual(2700);
  });

  it('opens a billing portal page that leads back to the app', async () => {
    const { customer } = await newSubscription();
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:5000/settings',
    });
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('href="http://127.0.0.1:5000/settings"');
  });
});

describe('Stripe.js stand-in', () => {
  it('serves a script that defines window.Stripe as @stripe/react-stripe-js checks it', async () => {
    const response = await fetch(`${standin.url}/js/v3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const window: { Stripe?: ((key: string) => Record<string, unknown>) & { version?: string } } =
      {};
    runInNewContext(await response.text(), {
      window,
      document: { currentScript: { src: `${standin.url}/js/v3` } },
      URL,
    });
    expect(window.Stripe?.version).toBe('endive');
    const stripeJs = window.Stripe?.('pk_test_local_standin') ?? {};
    for (const method of [
      'elements',
      'confirmPayment',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
    ]) {
      expect(typeof stripeJs[method]).toBe('function');
    }
    expect(() => window.Stripe?.('sk_test_secret')).toThrow(/publishable key/);
  });
});

describe('webhooks', () => {
  it('delivers each event signed with the endpoint secret', async () => {
    const { paymentIntentId, clientSecret } = await newSubscription();
    await payWithCard(paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const types = await until(() => {
      const seen = received.map((event) => event.type);
      return seen.includes('customer.subscription.updated') ? seen : undefined;
    });
    expect(types).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.finalized',
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
  });

  it('delivers the events of 4000 0000 0000 0077 before the confirm call answers', async () => {
    const { paymentIntentId, clientSecret } = await newSubscription();
    const paid = await payWithCard(paymentIntentId, clientSecret, TEST_CARDS.webhookFirst);
    expect(paid.body.status).toBe('succeeded');
    expect(received.map((event) => event.type)).toContain('invoice.paid');
  });

  it('resends an event with a valid, tampered or missing signature as asked', async () => {
    await stripe.customers.create({ email: 'a@example.com' });
    const [event] = (await control('stripe/events', undefined, 'GET')) as { id: string }[];
    const deliver = (signature: string) =>
      control('stripe/deliver', { eventId: event?.id, signature });
    await until(() => (received.length === 1 ? true : undefined));
    expect(await deliver('valid')).toMatchObject({ status: 200 });
    expect(await deliver('tampered')).toMatchObject({ status: 400, body: 'bad signature' });
    expect(await deliver('missing')).toMatchObject({ status: 400, body: 'bad signature' });
    expect(received.map((entry) => entry.id)).toEqual([event?.id, event?.id]);
  });

  it('retries a delivery answered 5xx while later events go ahead', async () => {
    answers = [500];
    await stripe.customers.create({ email: 'a@example.com' });
    await stripe.customers.create({ email: 'b@example.com' });
    await until(() => (received.length === 3 ? true : undefined));
    expect(received.map((entry) => entry.status)).toEqual([500, 200, 200]);
    expect(received[2]?.id).toBe(received[0]?.id);
    const deliveries = (await control('stripe/deliveries', undefined, 'GET')) as {
      attempt: number;
    }[];
    expect(deliveries.map((delivery) => delivery.attempt)).toEqual([1, 1, 2]);
  });

  it('holds events and releases them reversed and twice', async () => {
    await control('stripe/delivery', { mode: 'held' }, 'PUT');
    const first = await stripe.customers.create({ email: 'a@example.com' });
    await stripe.customers.update(first.id, { name: 'A' });
    expect(received).toEqual([]);
    await control('stripe/release', { order: 'reverse', duplicate: true });
    expect(received.map((entry) => entry.type)).toEqual([
      'customer.updated',
      'customer.updated',
      'customer.created',
      'customer.created',
    ]);
  });
});
