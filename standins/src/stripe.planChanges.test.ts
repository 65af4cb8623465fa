// Plan changes through the real SDK: the preview of a change and the change itself agree to
// the cent, and with payment_behavior pending_if_incomplete a change whose charge fails waits
// as the subscription's pending update.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from './stripe/cards';
import {
  activeSubscription,
  advance,
  advancePast,
  authenticate,
  payWithCard,
  until,
  useStripe,
} from './stripeTesting';

const t = useStripe();
const HOUR = 60 * 60;

const yearly = {
  currency: 'usd',
  product: 'pomoplan_pro',
  unit_amount: 3000,
  recurring: { interval: 'year' as const },
};

/** An active monthly subscription whose saved card is now `testMethod`. */
async function subscriptionPaidBy(testMethod: string) {
  const active = await activeSubscription(t);
  const card = await t.stripe.paymentMethods.attach(testMethod, { customer: active.customer.id });
  await t.stripe.subscriptions.update(active.subscription.id, { default_payment_method: card.id });
  return active;
}

const toYearly = (subscription: string, itemId: string, extra: object = {}) =>
  t.stripe.subscriptions.update(subscription, {
    items: [{ id: itemId, price_data: yearly }],
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
    expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    ...extra,
  });

const intervalOf = (subscription: Stripe.Subscription) =>
  subscription.items.data[0]?.price.recurring?.interval;

describe('plan changes', () => {
  it('previews a change to the cent the update then charges', async () => {
    const { subscription, customer, itemId } = await activeSubscription(t);
    const prorationDate = Math.floor(Date.now() / 1000) - 5;
    const preview = await t.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: itemId, price_data: yearly }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview.lines.data.map((line) => line.amount)).toEqual([expect.any(Number), 3000]);
    const [credit] = preview.lines.data;
    expect(credit?.amount).toBeLessThan(0);
    expect(credit?.parent?.subscription_item_details?.proration).toBe(true);
    expect(preview.total).toBe(3000 + (credit?.amount ?? 0));
    expect(preview).toMatchObject({
      currency: 'usd',
      subtotal: preview.total,
      amount_due: preview.total,
      next_payment_attempt: expect.any(Number),
    });
    await expect(
      t.stripe.invoices.list({ subscription: subscription.id }).then((l) => l.data.length),
    ).resolves.toBe(1);

    const updated = await toYearly(subscription.id, itemId, { proration_date: prorationDate });
    expect(intervalOf(updated)).toBe('year');
    expect(updated.pending_update).toBeNull();
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: preview.amount_due });
    expect(invoice.lines.data.map((line) => line.amount)).toEqual(
      preview.lines.data.map((line) => line.amount),
    );
  });

  it('previews the next renewal when no change is invoiced now', async () => {
    const { subscription, customer } = await activeSubscription(t);
    const periodEnd = subscription.items.data[0]?.current_period_end;
    const preview = await t.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
    });
    expect(preview).toMatchObject({
      amount_due: 300,
      billing_reason: 'subscription_cycle',
      period_end: periodEnd,
      next_payment_attempt: periodEnd,
    });
  });

  it('keeps the old plan and a pending update when the card is declined', async () => {
    const { subscription, itemId } = await subscriptionPaidBy('pm_card_chargeCustomerFail');
    const before = Math.floor(Date.now() / 1000);
    const updated = await toYearly(subscription.id, itemId);
    expect(updated.status).toBe('active');
    expect(intervalOf(updated)).toBe('month');
    expect(updated.pending_update).toMatchObject({
      billing_cycle_anchor: null,
      trial_end: null,
      trial_from_plan: null,
      subscription_items: [{ id: itemId, price: { recurring: { interval: 'year' } } }],
    });
    expect(updated.pending_update?.expires_at).toBeGreaterThanOrEqual(before + 23 * HOUR);
    expect(updated.pending_update?.expires_at).toBeLessThanOrEqual(before + 23 * HOUR + 5);
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', billing_reason: 'subscription_update' });
    expect(invoice.payments?.data).toHaveLength(1);
    const secret = invoice.confirmation_secret?.client_secret ?? '';
    const intentId = secret.split('_secret_')[0] ?? '';
    expect((await t.stripe.paymentIntents.retrieve(intentId)).last_payment_error).toMatchObject({
      code: 'card_declined',
    });

    // The customer pays it with another card in the card form.
    const paid = await payWithCard(t, intentId, secret, TEST_CARDS.succeeds);
    expect(paid.body.status).toBe('succeeded');
    const applied = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(intervalOf(applied)).toBe('year');
    expect(applied.pending_update).toBeNull();
    const event = await until(() =>
      t.received.find((e) => e.type === 'customer.subscription.updated' && e.previous?.items),
    );
    expect(event.previous).toMatchObject({ pending_update: expect.any(Object) });
  });

  it('applies a pending update once its payment is authenticated', async () => {
    const { subscription, itemId } = await subscriptionPaidBy('pm_card_authenticationRequired');
    const updated = await toYearly(subscription.id, itemId);
    expect(intervalOf(updated)).toBe('month');
    const secret = (updated.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret;
    const intentId = secret?.split('_secret_')[0] ?? '';
    expect((await t.stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_action');
    await authenticate(t, intentId, secret ?? '', 'complete');
    expect(intervalOf(await t.stripe.subscriptions.retrieve(subscription.id))).toBe('year');
  });

  it('drops a pending update after 23 hours and voids its invoice', async () => {
    const { subscription, itemId } = await subscriptionPaidBy('pm_card_chargeCustomerFail');
    const updated = await toYearly(subscription.id, itemId);
    await advance(t, 23 * HOUR + 60);
    const after = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(after.pending_update).toBeNull();
    expect(intervalOf(after)).toBe('month');
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect((await t.stripe.invoices.retrieve(invoice.id ?? '')).status).toBe('void');
    await until(() => t.received.find((e) => e.type === 'invoice.voided'));
  });

  it('keeps metadata for the pending update, and applies it when the invoice is paid', async () => {
    const { subscription, itemId, customer } = await subscriptionPaidBy(
      'pm_card_chargeCustomerFail',
    );
    const updated = await toYearly(subscription.id, itemId, {
      metadata: { tier: 'master' },
      cancel_at_period_end: false,
    });
    expect(updated.metadata).toMatchObject({ tier: 'pro' });
    expect(updated.pending_update).toMatchObject({
      metadata: { tier: 'master' },
      cancel_at_period_end: false,
    });
    const visa = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const invoice = updated.latest_invoice as Stripe.Invoice;
    await t.stripe.invoices.pay(invoice.id ?? '', { payment_method: visa.id });
    const applied = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(applied.metadata).toEqual({ uid: 'u1', tier: 'master' });
    expect(intervalOf(applied)).toBe('year');
  });

  it('refuses parameters a pending update cannot carry', async () => {
    const { subscription, itemId } = await activeSubscription(t);
    await expect(
      toYearly(subscription.id, itemId, { description: 'Pomoplan Master' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'description',
    });
    await expect(
      toYearly(subscription.id, itemId, { default_payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'default_payment_method' });
    const unchanged = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(intervalOf(unchanged)).toBe('month');
  });

  it('without payment_behavior, applies the change at once and is past due when the card fails', async () => {
    const { subscription, itemId } = await subscriptionPaidBy('pm_card_chargeCustomerFail');
    const updated = await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price_data: yearly }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    expect(intervalOf(updated)).toBe('year');
    expect(updated.status).toBe('past_due');
    expect(updated.latest_invoice).toMatchObject({ status: 'open', attempt_count: 1 });
  });

  it('with error_if_incomplete, answers 402 for a declined card and changes nothing', async () => {
    const { subscription, itemId } = await subscriptionPaidBy('pm_card_chargeCustomerFail');
    await expect(
      t.stripe.subscriptions.update(subscription.id, {
        items: [{ id: itemId, price_data: yearly }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        metadata: { tier: 'master' },
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined' });
    const unchanged = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(unchanged).toMatchObject({ status: 'active', pending_update: null });
    expect(unchanged.metadata.tier).toBe('pro');
    expect(intervalOf(unchanged)).toBe('month');
    const invoices = await t.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(['void', 'paid']);
  });

  it('with default_incomplete, applies the change and leaves its invoice to be paid', async () => {
    const { subscription, itemId } = await activeSubscription(t);
    const updated = await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price_data: yearly }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice'],
    });
    expect(intervalOf(updated)).toBe('year');
    expect(updated.status).toBe('past_due');
    expect(updated.latest_invoice).toMatchObject({ status: 'open', attempt_count: 0 });
  });

  it('bills the prorations of a same-interval change at the next renewal', async () => {
    const { subscription, customer, itemId } = await activeSubscription(t);
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const monthly500 = { ...yearly, unit_amount: 500, recurring: { interval: 'month' as const } };
    await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price_data: monthly500 }],
      proration_behavior: 'create_prorations',
    });
    const preview = await t.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
    });
    const [credit, rest, next] = preview.lines.data.map((line) => line.amount);
    expect(credit).toBeLessThan(0);
    expect(rest).toBeGreaterThan(0);
    expect(next).toBe(500);
    await advancePast(t, periodEnd);
    const renewed = await t.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(renewed.latest_invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_paid: preview.amount_due,
    });
  });
});
