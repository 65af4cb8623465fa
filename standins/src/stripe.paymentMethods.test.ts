// Payment methods of the Stripe stand-in through the real SDK: the card behind each id,
// attaching to a customer, and the defaults that renewals charge.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from './stripe/cards';
import {
  activeSubscription,
  newSubscription,
  payWithCard,
  until,
  useStripe,
} from './stripeTesting';

const t = useStripe();

describe('payment methods', () => {
  it('attaches a test payment method to a customer as a card of its own', async () => {
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    const attached = await t.stripe.paymentMethods.attach('pm_card_visa', {
      customer: customer.id,
    });
    expect(attached.id).toMatch(/^pm_/);
    expect(attached.id).not.toBe('pm_card_visa');
    expect(attached).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '4242', exp_month: 12 },
    });
    expect(attached.card?.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
    expect(await t.stripe.paymentMethods.retrieve(attached.id)).toEqual(attached);
    await until(() => t.received.find((event) => event.type === 'payment_method.attached'));
  });

  it('refuses to attach the always-declined card but attaches 0341', async () => {
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    await expect(
      t.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const failing = await t.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    expect(failing).toMatchObject({ customer: customer.id, card: { last4: '0341' } });
  });

  it('declines a first payment made with 4000 0000 0000 0341', async () => {
    const first = await newSubscription(t);
    const declined = await payWithCard(
      t,
      first.paymentIntentId,
      first.clientSecret,
      TEST_CARDS.chargeCustomerFail,
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    const second = await newSubscription(t);
    await expect(
      t.stripe.paymentIntents.confirm(second.paymentIntentId, {
        payment_method: 'pm_card_chargeCustomerFail',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
  });

  it('keeps the card of the first payment for the customer and its subscription', async () => {
    const { customer, subscription, paymentIntentId } = await activeSubscription(t);
    const intent = await t.stripe.paymentIntents.retrieve(paymentIntentId);
    const method = await t.stripe.paymentMethods.retrieve(String(intent.payment_method));
    expect(method).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242' } });
    expect(subscription.default_payment_method).toBe(method.id);
  });

  it("sets the customer's and the subscription's default payment method", async () => {
    const { customer, subscription } = await activeSubscription(t);
    const card = await t.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    const updated = await t.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: card.id },
      expand: ['invoice_settings.default_payment_method'],
    });
    const saved = updated.invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(saved.card?.last4).toBe('0341');
    const changed = await t.stripe.subscriptions.update(subscription.id, {
      default_payment_method: card.id,
    });
    expect(changed.default_payment_method).toBe(card.id);

    const stranger = await t.stripe.customers.create({ email: 'b@example.com' });
    await expect(
      t.stripe.customers.update(stranger.id, {
        invoice_settings: { default_payment_method: card.id },
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: `The customer does not have a payment method with the ID ${card.id}. The payment method must be attached to the customer.`,
    });
    await until(() => t.received.find((event) => event.type === 'customer.updated'));
  });

  it('detaches a payment method, which is then no longer the customer default', async () => {
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    const card = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: card.id },
    });
    const detached = await t.stripe.paymentMethods.detach(card.id);
    expect(detached.customer).toBeNull();
    const after = await t.stripe.customers.retrieve(customer.id);
    expect('deleted' in after ? null : after.invoice_settings.default_payment_method).toBeNull();
    await until(() => t.received.find((event) => event.type === 'payment_method.detached'));
  });
});
