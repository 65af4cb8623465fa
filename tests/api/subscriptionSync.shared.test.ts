// A subscription's sync, run in this process against the Stripe stand-in: Stripe is read before
// the transaction (which Firestore may run again), so two syncs may commit in either order, and
// facts read before those the record holds must leave the subscription as it is.
import { describe, expect, it } from 'vitest';
import { syncSubscription } from '../../functions/src/billing/subscriptions';
import { adminDb, readDoc } from './support/admin';
import {
  confirmPayment,
  holdDeliveries,
  paidCheckout,
  resetStandinAroundEachTest,
  STRIPE_URL,
  stripeClient,
} from './support/stripe';
import { createUser, type TestUser } from './support/users';

// The sync runs here with the params the functions emulator gives it.
adminDb();
process.env.STRIPE_API_BASE = STRIPE_URL;
process.env.STRIPE_SECRET_KEY = 'sk_test_standin';
process.env.APP_URL = 'http://localhost:5000';

// The reset before each test also ends the previous test's hold on the deliveries.
resetStandinAroundEachTest();

/** A pro subscriber whose checkout's webhooks are held, so that only this test syncs. */
async function subscriber(): Promise<{ user: TestUser; subscriptionId: string }> {
  await holdDeliveries();
  const user = await createUser();
  const checkout = await paidCheckout(user);
  expect((await confirmPayment(user, checkout.paymentIntentId)).status).toBe(200);
  const subscriptionId = (await readDoc(`users/${user.uid}`))?.stripeSubscriptionId as string;
  expect(subscriptionId).toMatch(/^sub_/);
  return { user, subscriptionId };
}

describe('syncSubscription', () => {
  it('keeps the newest read: facts older than the record leave the subscription as it is', async () => {
    const { user, subscriptionId } = await subscriber();
    const record = adminDb().doc(`users/${user.uid}/subscriptions/${subscriptionId}`);
    await stripeClient.subscriptions.update(subscriptionId, { cancel_at_period_end: true });

    // Another sync read Stripe a minute after this one will.
    await record.update({ stripeReadAt: Date.now() + 60_000 });
    expect(await syncSubscription({ subscriptionId, uid: user.uid })).toBe('applied');
    expect((await readDoc(`users/${user.uid}`))?.billing).toMatchObject({
      cancelAtPeriodEnd: false,
    });

    // A read older than this one's.
    await record.update({ stripeReadAt: Date.now() - 60_000 });
    expect(await syncSubscription({ subscriptionId, uid: user.uid })).toBe('applied');
    expect((await readDoc(`users/${user.uid}`))?.billing).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect((await record.get()).get('stripeReadAt')).toBeGreaterThan(Date.now() - 60_000);
  });
});
