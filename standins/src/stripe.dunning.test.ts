// Renewals charged to the saved card, and what a failed one does (past due, retries, unpaid or
// canceled), through the real SDK and the stand-in's clock.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  activeSubscription,
  advance,
  advancePast,
  authenticate,
  control,
  DAY,
  MONTH,
  until,
  useStripe,
} from './stripeTesting';

const t = useStripe();

/** An active subscription whose saved card is now `testMethod` (e.g. pm_card_chargeCustomerFail). */
async function subscriptionPaidBy(testMethod: string) {
  const active = await activeSubscription(t);
  const card = await t.stripe.paymentMethods.attach(testMethod, { customer: active.customer.id });
  await t.stripe.subscriptions.update(active.subscription.id, { default_payment_method: card.id });
  const periodEnd = active.subscription.items.data[0]?.current_period_end ?? 0;
  return { ...active, card, periodEnd };
}

async function latestInvoice(subscription: string) {
  const found = await t.stripe.subscriptions.retrieve(subscription, {
    expand: ['latest_invoice.confirmation_secret'],
  });
  return { subscription: found, invoice: found.latest_invoice as Stripe.Invoice };
}

const failures = () =>
  t.received
    .filter((event) => event.type === 'invoice.payment_failed')
    .map((event) => [event.object.attempt_count, event.object.next_payment_attempt]);

describe('renewals with the saved card', () => {
  it('retries a declined renewal after 3 and 7 days, then makes the subscription unpaid', async () => {
    const { subscription, periodEnd } = await subscriptionPaidBy('pm_card_chargeCustomerFail');
    await advancePast(t, periodEnd);
    const first = await latestInvoice(subscription.id);
    expect(first.subscription.status).toBe('past_due');
    expect(first.invoice).toMatchObject({
      status: 'open',
      billing_reason: 'subscription_cycle',
      attempt_count: 1,
      attempted: true,
      amount_due: 300,
      amount_remaining: 300,
      next_payment_attempt: periodEnd + 3 * DAY,
    });
    expect(first.invoice.hosted_invoice_url).toBe(`${t.standin.url}/i/${first.invoice.id}`);
    const intentId = first.invoice.confirmation_secret?.client_secret.split('_secret_')[0] ?? '';
    expect(await t.stripe.paymentIntents.retrieve(intentId)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    const pastDue = await until(() =>
      t.received.find(
        (e) => e.type === 'customer.subscription.updated' && e.previous?.status === 'active',
      ),
    );
    expect(pastDue).toMatchObject({
      object: { status: 'past_due' },
      previous: { status: 'active' },
    });

    await advance(t, 3 * DAY);
    await advance(t, 4 * DAY);
    const last = await latestInvoice(subscription.id);
    expect(last.invoice).toMatchObject({ attempt_count: 3, next_payment_attempt: null });
    expect(last.subscription.status).toBe('unpaid');
    expect(failures()).toEqual([
      [1, periodEnd + 3 * DAY],
      [2, periodEnd + 7 * DAY],
      [3, null],
    ]);
    const unpaid = t.received.findLast((e) => e.type === 'customer.subscription.updated');
    expect(unpaid).toMatchObject({
      object: { status: 'unpaid' },
      previous: { status: 'past_due' },
    });

    const open = await t.stripe.invoices.list({ subscription: subscription.id, status: 'open' });
    expect(open.data.map((invoice) => invoice.id)).toEqual([last.invoice.id]);
    // An unpaid subscription is billed no more.
    await advance(t, MONTH);
    const invoices = await t.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(2);
  });

  it('cancels the subscription after the last retry when the settings say so', async () => {
    await control(t, 'stripe/retries', { afterDays: [1], finally: 'canceled' }, 'PUT');
    expect(await control(t, 'stripe/retries', undefined, 'GET')).toEqual({
      afterDays: [1],
      finally: 'canceled',
    });
    const { subscription, periodEnd } = await subscriptionPaidBy('pm_card_chargeCustomerFail');
    await advancePast(t, periodEnd);
    expect((await latestInvoice(subscription.id)).invoice.next_payment_attempt).not.toBeNull();
    await advance(t, DAY);
    const { subscription: ended, invoice } = await latestInvoice(subscription.id);
    expect(ended.status).toBe('canceled');
    expect(ended.cancellation_details?.reason).toBe('payment_failed');
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 2, next_payment_attempt: null });
    await until(() => t.received.find((e) => e.type === 'customer.subscription.deleted'));
  });

  it('pays at a retry with the card changed meanwhile, and the subscription is active again', async () => {
    const { subscription, customer, periodEnd } = await subscriptionPaidBy(
      'pm_card_chargeCustomerFail',
    );
    await advancePast(t, periodEnd);
    const visa = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.subscriptions.update(subscription.id, { default_payment_method: visa.id });
    await control(t, 'stripe/drain');
    t.received.length = 0;
    await advance(t, 3 * DAY);
    const { subscription: active, invoice } = await latestInvoice(subscription.id);
    expect(active.status).toBe('active');
    expect(invoice).toMatchObject({ status: 'paid', attempt_count: 2, amount_remaining: 0 });
    expect(t.received.map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    expect(t.received.at(-1)?.previous).toEqual({ status: 'past_due' });
  });

  it('pays an open invoice now with invoices.pay, answering 402 for a declined card', async () => {
    const { subscription, customer, periodEnd } = await subscriptionPaidBy(
      'pm_card_chargeCustomerFail',
    );
    await advancePast(t, periodEnd);
    const { invoice } = await latestInvoice(subscription.id);
    await expect(t.stripe.invoices.pay(invoice.id ?? '')).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const retried = await t.stripe.invoices.retrieve(invoice.id ?? '');
    expect(retried).toMatchObject({ status: 'open', attempt_count: 2 });
    // A payment by hand leaves Stripe's own retries where they were.
    expect(retried.next_payment_attempt).toBe(invoice.next_payment_attempt);
    const visa = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await t.stripe.invoices.pay(invoice.id ?? '', { payment_method: visa.id });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 300, next_payment_attempt: null });
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('makes an unpaid subscription active again once its open invoice is paid', async () => {
    await control(t, 'stripe/retries', { afterDays: [], finally: 'unpaid' }, 'PUT');
    const { subscription, customer, periodEnd } = await subscriptionPaidBy(
      'pm_card_chargeCustomerFail',
    );
    await advancePast(t, periodEnd);
    const { subscription: unpaid, invoice } = await latestInvoice(subscription.id);
    expect(unpaid.status).toBe('unpaid');
    const visa = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.invoices.pay(invoice.id ?? '', { payment_method: visa.id });
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('voids an open invoice and cancels its payment', async () => {
    const { subscription, periodEnd } = await subscriptionPaidBy('pm_card_chargeCustomerFail');
    await advancePast(t, periodEnd);
    const { invoice } = await latestInvoice(subscription.id);
    const voided = await t.stripe.invoices.voidInvoice(invoice.id ?? '');
    expect(voided).toMatchObject({ status: 'void', next_payment_attempt: null });
    const intentId = invoice.confirmation_secret?.client_secret.split('_secret_')[0] ?? '';
    expect((await t.stripe.paymentIntents.retrieve(intentId)).status).toBe('canceled');
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await until(() => t.received.find((e) => e.type === 'invoice.voided'));
    await expect(t.stripe.invoices.pay(invoice.id ?? '')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
  });

  it('asks for authentication when the saved card needs 3-D Secure, then pays once it is done', async () => {
    const { subscription, periodEnd } = await subscriptionPaidBy('pm_card_authenticationRequired');
    await advancePast(t, periodEnd);
    const { subscription: pastDue, invoice } = await latestInvoice(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const secret = invoice.confirmation_secret?.client_secret ?? '';
    const intentId = secret.split('_secret_')[0] ?? '';
    expect((await t.stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_action');
    await until(() => t.received.find((e) => e.type === 'invoice.payment_action_required'));
    expect(await authenticate(t, intentId, secret, 'complete')).toMatchObject({
      status: 'succeeded',
    });
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect((await t.stripe.invoices.retrieve(invoice.id ?? '')).status).toBe('paid');
  });

  it('charges the customer default when the subscription has none of its own', async () => {
    const { subscription, customer } = await activeSubscription(t);
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const failing = await t.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    await t.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: failing.id },
    });
    await t.stripe.subscriptions.update(subscription.id, { default_payment_method: '' });
    await advancePast(t, periodEnd);
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
  });
});
