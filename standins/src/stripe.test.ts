// The Stripe stand-in through the real `stripe` SDK (and, for the card form's calls, plain
// form posts as Stripe.js sends them), with a loopback webhook receiver that checks every
// delivery with stripe.webhooks.constructEvent (stripeTesting.ts).
import { runInNewContext } from 'node:vm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from './stripe';
import { TEST_CARDS } from './stripe/cards';
import {
  control as controlOf,
  MONTH,
  newSubscription,
  payWithCard,
  until,
  useStripe,
} from './stripeTesting';

const t = useStripe();
const control = (path: string, body?: unknown, method?: string) => controlOf(t, path, body, method);

describe('requests', () => {
  it('receives form-encoded requests with the API version, the key and an idempotency key', async () => {
    await t.stripe.customers.create({ email: 'a@example.com', metadata: { uid: 'u1' } });
    const log = (await (await fetch(`${t.standin.url}/_control/requests`)).json()) as {
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
    const response = await fetch(`${t.standin.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('answers the first object again for a repeated Idempotency-Key', async () => {
    const first = await t.stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'customer-u1' },
    );
    const again = await t.stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'customer-u1' },
    );
    const other = await t.stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'customer-u2' },
    );
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a repeated Idempotency-Key with other parameters', async () => {
    await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'k' });
    await expect(
      t.stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers resource_missing for an unknown object', async () => {
    await expect(t.stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });

  it('refuses a product id that exists', async () => {
    await t.stripe.products.create({ id: 'pomoplan_pro', name: 'Pro' });
    await expect(
      t.stripe.products.create({ id: 'pomoplan_pro', name: 'Pro' }),
    ).rejects.toMatchObject({
      code: 'resource_already_exists',
    });
  });
});

describe('subscriptions and payments', () => {
  it('creates an incomplete subscription whose invoice carries the client secret', async () => {
    const { subscription, invoice, clientSecret } = await newSubscription(t);
    expect(subscription.status).toBe('incomplete');
    expect(invoice.status).toBe('open');
    expect(invoice.amount_due).toBe(300);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const plain = await t.stripe.invoices.retrieve(invoice.id ?? '');
    expect(plain.confirmation_secret).toBeUndefined();
  });

  it('activates the subscription when its card payment succeeds', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription(t, 'year', 3000);
    const paid = await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');

    const intent = await t.stripe.paymentIntents.retrieve(paymentIntentId);
    expect(intent.status).toBe('succeeded');
    const payments = await t.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    });
    expect(payments.data).toHaveLength(1);
    const invoice = await t.stripe.invoices.retrieve(String(payments.data[0]?.invoice));
    expect(invoice.status).toBe('paid');
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    const active = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    const item = active.items.data[0];
    expect(item?.current_period_end).toBeGreaterThan(
      (item?.current_period_start ?? 0) + 360 * 86_400,
    );
  });

  it('confirms through the SDK with a test payment method id', async () => {
    const { paymentIntentId } = await newSubscription(t);
    const intent = await t.stripe.paymentIntents.confirm(paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    expect(intent.status).toBe('succeeded');
  });

  it('declines 4000 0000 0000 0002 with the card error', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription(t);
    const declined = await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    await expect(
      t.stripe.paymentIntents.confirm(paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
  });

  it('asks for authentication for 4000 0000 0000 3220, then pays or fails as the customer chooses', async () => {
    const first = await newSubscription(t);
    const pending = await payWithCard(
      t,
      first.paymentIntentId,
      first.clientSecret,
      TEST_CARDS.authentication,
    );
    expect(pending.body.status).toBe('requires_action');
    const authenticate = (id: string, secret: string, outcome: string) =>
      fetch(`${t.standin.url}/v1/payment_intents/${id}/authenticate`, {
        method: 'POST',
        body: new URLSearchParams({ key: 'pk_test_standin', client_secret: secret, outcome }),
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    expect(await authenticate(first.paymentIntentId, first.clientSecret, 'complete')).toMatchObject(
      {
        status: 'succeeded',
      },
    );

    const second = await newSubscription(t);
    await payWithCard(t, second.paymentIntentId, second.clientSecret, TEST_CARDS.authentication);
    expect(await authenticate(second.paymentIntentId, second.clientSecret, 'fail')).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('confirms again, with another card, a payment waiting for authentication', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription(t);
    const pending = await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.authentication);
    expect(pending.body.status).toBe('requires_action');
    const paid = await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    expect(paid.body.status).toBe('succeeded');
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('refuses a browser call with a wrong client secret', async () => {
    const { paymentIntentId } = await newSubscription(t);
    const response = await payWithCard(t, paymentIntentId, 'pi_x_secret_y', TEST_CARDS.succeeds);
    expect(response.status).toBe(400);
  });

  it('cancels at the period end and ends the subscription when the clock passes it', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription(t);
    await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const canceling = await t.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await control('stripe/advance-clock', { seconds: MONTH + 60 });
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    await until(() => t.received.find((event) => event.type === 'customer.subscription.deleted'));
  });

  it('renews at the period end with the saved card', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription(t);
    await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const before = (await t.stripe.subscriptions.retrieve(subscription.id)).items.data[0];
    await control('stripe/advance-clock', { seconds: MONTH + 60 });
    const after = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe('active');
    expect(after.items.data[0]?.current_period_start).toBe(before?.current_period_end);
    const invoices = await t.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
  });

  it('switches monthly to yearly at once, charging the new price less the unused time', async () => {
    const { subscription, paymentIntentId, clientSecret } = await newSubscription(t);
    await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const itemId = subscription.items.data[0]?.id ?? '';
    const updated = await t.stripe.subscriptions.update(subscription.id, {
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
    const invoices = await t.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data[0]).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_update',
    });
    expect(invoices.data[0]?.amount_paid).toBeGreaterThan(2690);
    expect(invoices.data[0]?.amount_paid).toBeLessThanOrEqual(2700);
  });

  it('opens a billing portal page that leads back to the app', async () => {
    const { customer } = await newSubscription(t);
    const session = await t.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:5000/settings',
    });
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('href="http://127.0.0.1:5000/settings"');
  });

  it('voids the invoice of a canceled checkout, so its client secret pays no more', async () => {
    const { subscription, invoice, paymentIntentId, clientSecret } = await newSubscription(t);
    const canceled = await t.stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect((await t.stripe.invoices.retrieve(invoice.id ?? '')).status).toBe('void');
    expect((await t.stripe.paymentIntents.retrieve(paymentIntentId)).status).toBe('canceled');
    const late = await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
      },
    });
    await until(() => t.received.find((event) => event.type === 'invoice.voided'));
  });

  it('lists canceled and expired subscriptions with status all', async () => {
    const first = await newSubscription(t);
    await t.stripe.subscriptions.cancel(first.subscription.id);
    const customer = first.customer.id;
    const second = await t.stripe.subscriptions.create({
      customer,
      items: [{ price: first.subscription.items.data[0]?.price.id ?? '' }],
      payment_behavior: 'default_incomplete',
    });
    await control('stripe/advance-clock', { seconds: 2 * 24 * 60 * 60 });
    const third = await t.stripe.subscriptions.create({
      customer,
      items: [{ price: first.subscription.items.data[0]?.price.id ?? '' }],
      payment_behavior: 'default_incomplete',
    });
    const all = await t.stripe.subscriptions.list({ customer, status: 'all', limit: 10 });
    expect(Object.fromEntries(all.data.map((s) => [s.id, s.status]))).toEqual({
      [first.subscription.id]: 'canceled',
      [second.id]: 'incomplete_expired',
      [third.id]: 'incomplete',
    });
    const current = await t.stripe.subscriptions.list({ customer });
    expect(current.data.map((s) => s.id)).toEqual([third.id]);
  });
});

describe('Stripe.js stand-in', () => {
  it('serves a script that defines window.Stripe as @stripe/react-stripe-js checks it', async () => {
    const response = await fetch(`${t.standin.url}/js/v3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const window: { Stripe?: ((key: string) => Record<string, unknown>) & { version?: string } } =
      {};
    runInNewContext(await response.text(), {
      window,
      document: { currentScript: { src: `${t.standin.url}/js/v3` } },
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
    const { paymentIntentId, clientSecret } = await newSubscription(t);
    await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.succeeds);
    const types = await until(() => {
      const seen = t.received.map((event) => event.type);
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
    const { paymentIntentId, clientSecret } = await newSubscription(t);
    const paid = await payWithCard(t, paymentIntentId, clientSecret, TEST_CARDS.webhookFirst);
    expect(paid.body.status).toBe('succeeded');
    expect(t.received.map((event) => event.type)).toContain('invoice.paid');
  });

  it('resends an event with a valid, tampered or missing signature as asked', async () => {
    await t.stripe.customers.create({ email: 'a@example.com' });
    const [event] = (await control('stripe/events', undefined, 'GET')) as { id: string }[];
    const deliver = (signature: string) =>
      control('stripe/deliver', { eventId: event?.id, signature });
    await until(() => (t.received.length === 1 ? true : undefined));
    expect(await deliver('valid')).toMatchObject({ status: 200 });
    expect(await deliver('tampered')).toMatchObject({ status: 400, body: 'bad signature' });
    expect(await deliver('missing')).toMatchObject({ status: 400, body: 'bad signature' });
    expect(t.received.map((entry) => entry.id)).toEqual([event?.id, event?.id]);
  });

  it('retries a delivery answered 5xx while later events go ahead', async () => {
    t.answers.push(500);
    await t.stripe.customers.create({ email: 'a@example.com' });
    await t.stripe.customers.create({ email: 'b@example.com' });
    await until(() => (t.received.length === 3 ? true : undefined));
    expect(t.received.map((entry) => entry.status)).toEqual([500, 200, 200]);
    expect(t.received[2]?.id).toBe(t.received[0]?.id);
    const deliveries = (await control('stripe/deliveries', undefined, 'GET')) as {
      attempt: number;
    }[];
    expect(deliveries.map((delivery) => delivery.attempt)).toEqual([1, 1, 2]);
  });

  it('holds events and releases them reversed and twice', async () => {
    await control('stripe/delivery', { mode: 'held' }, 'PUT');
    const first = await t.stripe.customers.create({ email: 'a@example.com' });
    await t.stripe.customers.update(first.id, { name: 'A' });
    expect(t.received).toEqual([]);
    await control('stripe/release', { order: 'reverse', duplicate: true });
    expect(t.received.map((entry) => entry.type)).toEqual([
      'customer.updated',
      'customer.updated',
      'customer.created',
      'customer.created',
    ]);
  });
});
