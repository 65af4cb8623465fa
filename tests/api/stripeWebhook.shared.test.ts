// POST /api/webhooks/stripe (the stripeWebhook function): signature checks, exactly-once
// effects, order independence, retries after a failure, and admin grants left alone.
import { describe, expect, it } from 'vitest';
import { activities, adminDb, eventually, readDoc } from './support/admin';
import { api } from './support/http';
import {
  control,
  deliveries,
  drain,
  holdDeliveries,
  paidCheckout,
  resetStandinAroundEachTest,
  startCheckout,
  stripeClient,
  stripeEvents,
  tierBecomes,
  tierOf,
} from './support/stripe';
import { createUser, type TestUser } from './support/users';

const DAY = 24 * 60 * 60;

async function actionsOf(user: TestUser): Promise<string[]> {
  return (await activities(user.uid)).map((entry) => entry.action).sort();
}

const PAID_ACTIONS = ['account_created', 'payment_completed', 'subscription_changed'];

resetStandinAroundEachTest();

describe('signature', () => {
  async function anEvent(): Promise<string> {
    const user = await createUser();
    await holdDeliveries();
    await startCheckout(user);
    const event = (await stripeEvents()).find((e) => e.type === 'customer.subscription.created');
    if (!event) throw new Error('no customer.subscription.created event');
    return event.id;
  }

  it('accepts a correctly signed event', async () => {
    const eventId = await anEvent();
    const answer = (await control('stripe/deliver', { eventId })) as { status: number };
    expect(answer.status).toBe(200);
    expect(await readDoc(`stripeEvents/${eventId}`)).toMatchObject({
      type: 'customer.subscription.created',
    });
  });

  it.each(['tampered', 'missing'])('refuses a %s signature with 400', async (signature) => {
    const eventId = await anEvent();
    const answer = (await control('stripe/deliver', { eventId, signature })) as {
      status: number;
    };
    expect(answer.status).toBe(400);
    expect(await readDoc(`stripeEvents/${eventId}`)).toBeUndefined();
  });

  it('refuses an unsigned request sent straight to the endpoint', async () => {
    const response = await api('POST', '/api/webhooks/stripe', null, { id: 'evt_forged' });
    expect(response.status).toBe(400);
  });
});

describe('effects', () => {
  it('upgrades on the webhook alone, with the billing details', async () => {
    const user = await createUser();
    const checkout = await paidCheckout(user, 'master', 'yearly');
    await tierBecomes(user, 'master');
    await drain();
    const stored = await readDoc(`users/${user.uid}`);
    expect(stored).toMatchObject({
      tierSource: 'subscription',
      stripeSubscriptionId: checkout.subscriptionId,
      billing: { tier: 'master', status: 'active', period: 'yearly', cancelAtPeriodEnd: false },
    });
    expect(await actionsOf(user)).toEqual(PAID_ACTIONS);
  });

  it('changes nothing for a duplicate event', async () => {
    const user = await createUser();
    await holdDeliveries();
    await paidCheckout(user);
    await control('stripe/release', { duplicate: true });
    await drain();
    expect(await tierOf(user)).toBe('pro');
    expect(await actionsOf(user)).toEqual(PAID_ACTIONS);
  });

  it('ends in the true state when events arrive in reverse order', async () => {
    const user = await createUser();
    await holdDeliveries();
    await paidCheckout(user);
    await control('stripe/release', { order: 'reverse' });
    await drain();
    const stored = await readDoc(`users/${user.uid}`);
    expect(stored).toMatchObject({ subscriptionTier: 'pro', billing: { status: 'active' } });
    expect(await actionsOf(user)).toEqual(PAID_ACTIONS);
  });

  it('answers 5xx when handling fails, and applies the retried delivery', async () => {
    const user = await createUser();
    await holdDeliveries();
    await paidCheckout(user);
    // The webhook's re-read of the subscription fails once.
    await control('faults', { fault: 'card-network-down', count: 1 });
    await control('stripe/release');
    await tierBecomes(user, 'pro');
    const log = await deliveries();
    const failed = log.find((delivery) => delivery.status >= 500);
    expect(failed).toBeDefined();
    await eventually(
      async () =>
        (await deliveries()).some(
          (d) => d.eventId === failed?.eventId && d.attempt > 1 && d.status === 200,
        ) || undefined,
      'the retried delivery',
    );
    expect(await actionsOf(user)).toEqual(PAID_ACTIONS);
  });

  it('answers 200 for a customer no user has, changing nothing', async () => {
    const customer = await stripeClient.customers.create({ email: 'stranger@pomoplan.test' });
    await holdDeliveries();
    await stripeClient.products.create({ id: 'pomoplan_pro', name: 'Pomoplan Pro' });
    await stripeClient.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            product: 'pomoplan_pro',
            unit_amount: 300,
            recurring: { interval: 'month' },
          },
        },
      ],
      payment_behavior: 'default_incomplete',
    });
    const event = (await stripeEvents()).find((e) => e.type === 'customer.subscription.created');
    const answer = (await control('stripe/deliver', { eventId: event?.id })) as {
      status: number;
    };
    expect(answer.status).toBe(200);
  });

  it("does not undo an admin's grant when an unrelated subscription ends", async () => {
    const user = await createUser();
    await adminDb()
      .doc(`users/${user.uid}`)
      .update({ subscriptionTier: 'master', tierSource: 'admin' });
    // A checkout left unpaid expires after 23 hours: Stripe deletes its subscription.
    await startCheckout(user);
    await control('stripe/advance-clock', { seconds: 2 * DAY });
    await drain();
    const deleted = (await deliveries()).find((d) => d.type === 'customer.subscription.deleted');
    expect(deleted?.status).toBe(200);
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({
      subscriptionTier: 'master',
      tierSource: 'admin',
    });
  });

  it("keeps an admin's grant when the user's own subscription ends", async () => {
    const user = await createUser();
    await paidCheckout(user);
    await tierBecomes(user, 'pro');
    await drain();
    await adminDb()
      .doc(`users/${user.uid}`)
      .update({ subscriptionTier: 'master', tierSource: 'admin' });
    expect(
      (await api('POST', '/api/upgrade-subscription', user.idToken, { tier: 'free' })).status,
    ).toBe(200);
    await control('stripe/advance-clock', { seconds: 32 * DAY });
    await drain();
    const stored = await readDoc(`users/${user.uid}`);
    expect(stored).toMatchObject({ subscriptionTier: 'master', billing: { status: 'canceled' } });
  });
});
