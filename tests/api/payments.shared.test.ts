// Checkout, confirmation and plan changes through the real stripe SDK against the Stripe
// stand-in, with its webhook deliveries reaching the stripeWebhook function behind Hosting.
import { describe, expect, it } from 'vitest';
import { activities, readDoc } from './support/admin';
import { api, messageOf } from './support/http';
import {
  CARDS,
  confirmPayment,
  control,
  drain,
  holdDeliveries,
  paidCheckout,
  payWithCard,
  PUBLISHABLE_KEY,
  resetStandinAroundEachTest,
  startCheckout,
  STRIPE_URL,
  stripeClient,
  tierBecomes,
  tierOf,
} from './support/stripe';
import { createUser, type TestUser } from './support/users';

const DAY = 24 * 60 * 60;

interface State {
  subscriptionTier: string;
  billing: {
    tier: string;
    status: string;
    period: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
  } | null;
}

const confirm = (user: TestUser, paymentIntentId: string, tier = 'pro') =>
  confirmPayment<State>(user, paymentIntentId, tier);

const upgrade = (user: TestUser, body: Record<string, unknown>) =>
  api<State>('POST', '/api/upgrade-subscription', user.idToken, body);

async function actionsOf(user: TestUser): Promise<string[]> {
  return (await activities(user.uid)).map((entry) => entry.action).sort();
}

resetStandinAroundEachTest();

describe('GET /api/payments/config', () => {
  it("serves the publishable key the emulators' params set", async () => {
    const response = await api('GET', '/api/payments/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ stripePublishableKey: PUBLISHABLE_KEY });
  });
});

describe('POST /api/create-payment-intent', () => {
  it('starts an incomplete subscription at the price of config/plans', async () => {
    const user = await createUser();
    const checkout = await startCheckout(user, 'pro', 'yearly');
    expect(checkout.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(checkout.clientSecret.startsWith(`${checkout.paymentIntentId}_secret_`)).toBe(true);
    const subscription = await stripeClient.subscriptions.retrieve(checkout.subscriptionId);
    expect(subscription.status).toBe('incomplete');
    expect(subscription.items.data[0]?.price.unit_amount).toBe(3000);
    expect(subscription.items.data[0]?.price.recurring?.interval).toBe('year');
    const stored = await readDoc(`users/${user.uid}`);
    expect(stored?.stripeCustomerId).toBe(subscription.customer);
    expect(stored?.subscriptionTier).toBe('free');
  });

  it('creates one customer per user across checkouts', async () => {
    const user = await createUser();
    const first = await startCheckout(user);
    const second = await startCheckout(user);
    const [a, b] = await Promise.all([
      stripeClient.subscriptions.retrieve(first.subscriptionId),
      stripeClient.subscriptions.retrieve(second.subscriptionId),
    ]);
    expect(a.customer).toBe(b.customer);
  });

  it("stores one customer when a user's first two checkouts start at once", async () => {
    const user = await createUser();
    const body = { tier: 'pro', amount: 3, billing: 'monthly' };
    const responses = await Promise.all(
      [1, 2].map(() =>
        api<{ subscriptionId?: string }>('POST', '/api/create-payment-intent', user.idToken, body),
      ),
    );
    // The older of two simultaneous checkouts may be told to choose again: never a failure.
    expect(responses.map((response) => response.status).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 200 && [200, 409].includes(statuses[1] ?? 0),
    );
    const stored = String((await readDoc(`users/${user.uid}`))?.stripeCustomerId);
    for (const response of responses) {
      if (response.status !== 200 || !response.body.subscriptionId) continue;
      const subscription = await stripeClient.subscriptions.retrieve(response.body.subscriptionId);
      expect(subscription.customer).toBe(stored);
    }
  });

  it('answers a retry with the same Idempotency-Key with the same subscription', async () => {
    const user = await createUser();
    const body = { tier: 'pro', amount: 3, billing: 'monthly' };
    const send = () =>
      api<{ subscriptionId: string; clientSecret: string }>(
        'POST',
        '/api/create-payment-intent',
        user.idToken,
        body,
        { headers: { 'Idempotency-Key': 'checkout-attempt-1' } },
      );
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const { data } = await stripeClient.subscriptions.list({
      customer: String((await readDoc(`users/${user.uid}`))?.stripeCustomerId),
      status: 'all',
    });
    expect(data).toHaveLength(1);
  });

  it.each([
    [{ tier: 'pro', amount: 1, billing: 'monthly' }, 'Invalid Payment Request'],
    [{ tier: 'pro', amount: 3, billing: 'yearly' }, 'Invalid Payment Request'],
    [{ tier: 'free', amount: 0, billing: 'monthly' }, 'The free plan needs no payment'],
  ])('refuses %j with 400', async (body, message) => {
    const user = await createUser();
    const response = await api('POST', '/api/create-payment-intent', user.idToken, body);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('refuses an unknown tier with 400', async () => {
    const user = await createUser();
    const response = await api('POST', '/api/create-payment-intent', user.idToken, {
      tier: 'platinum',
      amount: 3,
    });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(/^tier: Subscription tier must be/);
  });

  it('refuses a second subscription while one is active', async () => {
    const user = await createUser();
    const checkout = await paidCheckout(user);
    expect((await confirm(user, checkout.paymentIntentId)).status).toBe(200);
    const response = await api('POST', '/api/create-payment-intent', user.idToken, {
      tier: 'master',
      amount: 9,
    });
    expect(response.status).toBe(409);
  });
});

describe('POST /api/confirm-payment', () => {
  it('upgrades to the paid tier with its billing details, logging the payment once', async () => {
    const user = await createUser();
    const checkout = await paidCheckout(user);
    const response = await confirm(user, checkout.paymentIntentId);
    expect(response.status).toBe(200);
    expect(response.body.subscriptionTier).toBe('pro');
    expect(response.body.billing).toMatchObject({
      tier: 'pro',
      status: 'active',
      period: 'monthly',
      cancelAtPeriodEnd: false,
    });
    const periodEnd = Date.parse(String(response.body.billing?.currentPeriodEnd));
    expect(periodEnd).toBeGreaterThan(Date.now() + 27 * DAY * 1000);
    const stored = await readDoc(`users/${user.uid}`);
    expect(stored).toMatchObject({
      subscriptionTier: 'pro',
      tierSource: 'subscription',
      stripeSubscriptionId: checkout.subscriptionId,
    });
    await drain();
    expect(await actionsOf(user)).toEqual([
      'account_created',
      'payment_completed',
      'subscription_changed',
    ]);
    const payment = (await activities(user.uid)).find((e) => e.action === 'payment_completed');
    expect(payment?.details).toEqual({ amount: 3, newTier: 'pro' });
  });

  it('leaves a declined card on free', async () => {
    const user = await createUser();
    await holdDeliveries();
    const checkout = await startCheckout(user);
    const paid = await payWithCard(checkout.paymentIntentId, checkout.clientSecret, CARDS.declined);
    expect(paid.status).toBe(402);
    const response = await confirm(user, checkout.paymentIntentId);
    expect(response.status).toBe(409);
    expect(messageOf(response)).toBe('The payment has not been completed');
    await control('stripe/release');
    await drain();
    expect(await tierOf(user)).toBe('free');
  });

  it('upgrades once when two confirmations race', async () => {
    const user = await createUser();
    await holdDeliveries();
    const checkout = await paidCheckout(user);
    const answers = await Promise.all([
      confirm(user, checkout.paymentIntentId),
      confirm(user, checkout.paymentIntentId),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await control('stripe/release');
    await drain();
    expect(await actionsOf(user)).toEqual([
      'account_created',
      'payment_completed',
      'subscription_changed',
    ]);
  });

  it("refuses another user's payment and leaves both tiers alone", async () => {
    const payer = await createUser();
    const thief = await createUser();
    await holdDeliveries();
    const checkout = await paidCheckout(payer);
    await startCheckout(thief);
    const response = await confirm(thief, checkout.paymentIntentId);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('This payment does not belong to your account');
    expect(await tierOf(thief)).toBe('free');
    expect(await tierOf(payer)).toBe('free');
  });

  it('refuses a tier that was not paid for', async () => {
    const user = await createUser();
    await holdDeliveries();
    const checkout = await paidCheckout(user, 'pro');
    const response = await confirm(user, checkout.paymentIntentId, 'master');
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Invalid Payment Request');
    expect(await tierOf(user)).toBe('free');
  });

  it('refuses a payment intent Stripe does not know', async () => {
    const user = await createUser();
    await startCheckout(user);
    const response = await confirm(user, 'pi_doesnotexist');
    expect(response.status).toBe(400);
    expect(await tierOf(user)).toBe('free');
  });
});

describe('POST /api/upgrade-subscription', () => {
  async function proUser(billing: 'monthly' | 'yearly' = 'monthly') {
    const user = await createUser();
    const checkout = await paidCheckout(user, 'pro', billing);
    expect((await confirm(user, checkout.paymentIntentId)).status).toBe(200);
    await drain();
    return { user, checkout };
  }

  it('to free cancels at period end, keeping pro until the period ends', async () => {
    const { user, checkout } = await proUser();
    const response = await upgrade(user, { tier: 'free' });
    expect(response.status).toBe(200);
    expect(response.body.subscriptionTier).toBe('pro');
    expect(response.body.billing).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await drain();
    expect(await tierOf(user)).toBe('pro');

    await control('stripe/advance-clock', { seconds: 32 * DAY });
    await tierBecomes(user, 'free');
    const stored = await readDoc(`users/${user.uid}`);
    expect(stored?.billing).toMatchObject({ status: 'canceled' });
    expect(stored?.stripeSubscriptionId).toBe(checkout.subscriptionId);
  });

  it('resumes a subscription set to cancel at period end', async () => {
    const { user } = await proUser();
    expect((await upgrade(user, { tier: 'free' })).body.billing?.cancelAtPeriodEnd).toBe(true);
    const response = await upgrade(user, { tier: 'pro', resume: true });
    expect(response.status).toBe(200);
    expect(response.body.billing).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: false });
    await control('stripe/advance-clock', { seconds: 32 * DAY });
    await drain();
    expect(await tierOf(user)).toBe('pro');
  });

  it('switches monthly to yearly with a prorated charge', async () => {
    const { user, checkout } = await proUser();
    const response = await upgrade(user, { tier: 'pro', billing: 'yearly' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      subscriptionTier: 'pro',
      billing: { tier: 'pro', period: 'yearly', status: 'active' },
    });
    const periodEnd = Date.parse(String(response.body.billing?.currentPeriodEnd));
    expect(periodEnd).toBeGreaterThan(Date.now() + 360 * DAY * 1000);
    const subscription = await stripeClient.subscriptions.retrieve(checkout.subscriptionId);
    expect(subscription.items.data[0]?.price.recurring?.interval).toBe('year');
    expect(subscription.items.data[0]?.price.unit_amount).toBe(3000);
    await drain();
    const payments = (await activities(user.uid)).filter((e) => e.action === 'payment_completed');
    expect(payments).toHaveLength(2);
  });

  it('upgrades pro to master at once', async () => {
    const { user } = await proUser();
    const response = await upgrade(user, { tier: 'master' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      subscriptionTier: 'master',
      billing: { tier: 'master', period: 'monthly' },
    });
    await drain();
    expect(await tierOf(user)).toBe('master');
  });

  it('refuses a paid tier without a subscription (409), and free is a no-op', async () => {
    const user = await createUser();
    expect((await upgrade(user, { tier: 'pro' })).status).toBe(409);
    const free = await upgrade(user, { tier: 'free' });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({
      subscriptionTier: 'free',
      billing: null,
      outcome: 'unchanged',
    });
    expect(await tierOf(user)).toBe('free');
  });
});

describe('POST /api/billing-portal', () => {
  it("answers a portal session URL for the caller's customer", async () => {
    const user = await createUser();
    await startCheckout(user);
    const response = await api<{ url: string }>('POST', '/api/billing-portal', user.idToken);
    expect(response.status).toBe(200);
    expect(response.body.url.startsWith(STRIPE_URL)).toBe(true);
  });

  it('answers 409 before the first checkout', async () => {
    const user = await createUser();
    expect((await api('POST', '/api/billing-portal', user.idToken)).status).toBe(409);
  });
});
