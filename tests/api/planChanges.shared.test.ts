// Plan changes on a running subscription, through the real stripe SDK against the Stripe
// stand-in: the preview's price is the price charged, a move up applies only once paid
// (a declined card leaves the old plan, a 3-D Secure step goes to the browser), a move down
// waits for the period end; and one subscription per user, however many checkouts.
import { describe, expect, it } from 'vitest';
import { activities, adminDb, readDoc } from './support/admin';
import { adminCall, createAdmin } from './support/adminAccounts';
import { api, messageOf } from './support/http';
import {
  advanceClock,
  advancePastPeriodEnd,
  CARDS,
  confirmPayment,
  drain,
  paidCheckout,
  payWithCard,
  PUBLISHABLE_KEY,
  resetStandinAroundEachTest,
  saveCard,
  startCheckout,
  STRIPE_URL,
  stripeClient,
  tierBecomes,
  tierOf,
} from './support/stripe';
import { createUser, type TestUser } from './support/users';

const DAY = 24 * 60 * 60;

interface Billing {
  tier: string;
  status: string;
  period: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  pendingChange: { tier: string; period: string; effectiveAt: string } | null;
}

interface Result {
  subscriptionTier: string;
  billing: Billing | null;
  outcome: string;
  amountCharged: number | null;
  clientSecret: string | null;
  paymentIntentId: string | null;
}

interface Preview {
  timing: string;
  amountDueToday: number;
  effectiveAt: string;
  nextRenewalAt: string;
  nextRenewalAmount: number;
  prorationDate: number | null;
}

const confirm = (user: TestUser, paymentIntentId: string, tier = 'pro') =>
  confirmPayment<Result>(user, paymentIntentId, tier);

const preview = (user: TestUser, tier: string, billing = 'monthly') =>
  api<Preview>('POST', '/api/preview-plan-change', user.idToken, { tier, billing });

const change = (user: TestUser, body: Record<string, unknown>) =>
  api<Result>('POST', '/api/upgrade-subscription', user.idToken, body);

async function subscriber(tier: 'pro' | 'master' = 'pro') {
  const user = await createUser();
  const checkout = await paidCheckout(user, tier);
  expect((await confirm(user, checkout.paymentIntentId, tier)).status).toBe(200);
  await drain();
  return { user, checkout };
}

async function customerSubscriptions(subscriptionId: string) {
  const { customer } = await stripeClient.subscriptions.retrieve(subscriptionId);
  return (await stripeClient.subscriptions.list({ customer: String(customer), status: 'all' }))
    .data;
}

resetStandinAroundEachTest();

describe('moving up: Pro to Master', () => {
  it('previews the prorated charge, then charges exactly that and applies Master at once', async () => {
    const { user, checkout } = await subscriber();
    const priced = await preview(user, 'master');
    expect(priced.status).toBe(200);
    expect(priced.body.timing).toBe('now');
    // Nearly a whole month left: about $9 - $3.
    expect(priced.body.amountDueToday).toBeGreaterThan(5.9);
    expect(priced.body.amountDueToday).toBeLessThanOrEqual(6);
    expect(priced.body.nextRenewalAmount).toBe(9);

    const response = await change(user, {
      tier: 'master',
      prorationDate: priced.body.prorationDate,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      outcome: 'applied',
      subscriptionTier: 'master',
      amountCharged: priced.body.amountDueToday,
      billing: { tier: 'master', period: 'monthly', status: 'active' },
    });
    const invoices = await stripeClient.invoices.list({ subscription: checkout.subscriptionId });
    const proration = invoices.data.find((i) => i.billing_reason === 'subscription_update');
    expect(proration?.amount_paid).toBe(Math.round(priced.body.amountDueToday * 100));
    await drain();
    expect(await tierOf(user)).toBe('master');
  });

  it('keeps Pro and says why when the saved card (0341) declines the charge', async () => {
    const { user, checkout } = await subscriber();
    await saveCard(checkout.subscriptionId, 'pm_card_chargeCustomerFail');

    const response = await change(user, { tier: 'master' });
    expect(response.status).toBe(402);
    expect(messageOf(response)).toBe('Your card was declined. You are still on the Pro Plan.');
    await drain();
    expect(await tierOf(user)).toBe('pro');
    const subscription = await stripeClient.subscriptions.retrieve(checkout.subscriptionId);
    expect(subscription.items.data[0]?.price.unit_amount).toBe(300);
    const invoices = await stripeClient.invoices.list({ subscription: checkout.subscriptionId });
    expect(invoices.data.find((i) => i.billing_reason === 'subscription_update')?.status).toBe(
      'void',
    );
    const stored = await readDoc(`users/${user.uid}`);
    expect(stored?.billing).toMatchObject({ tier: 'pro', status: 'active' });
  });

  it('hands a 3-D Secure step to the browser and applies Master once it is passed', async () => {
    const { user, checkout } = await subscriber();
    await saveCard(checkout.subscriptionId, 'pm_card_authenticationRequired');

    const response = await change(user, { tier: 'master' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ outcome: 'requires_action', subscriptionTier: 'pro' });
    const { clientSecret, paymentIntentId } = response.body;
    expect(clientSecret).toMatch(/^pi_.+_secret_/);
    expect(await tierOf(user)).toBe('pro');

    // What Stripe.js does when the customer completes the bank's step.
    const passed = await fetch(`${STRIPE_URL}/v1/payment_intents/${paymentIntentId}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: PUBLISHABLE_KEY,
        client_secret: clientSecret ?? '',
        outcome: 'complete',
      }).toString(),
    });
    expect(passed.status).toBe(200);
    const confirmed = await confirm(user, paymentIntentId ?? '', 'master');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.subscriptionTier).toBe('master');
  });

  it('refuses an expired preview instead of charging another amount', async () => {
    const { user } = await subscriber();
    const response = await change(user, {
      tier: 'master',
      prorationDate: Math.floor(Date.now() / 1000) - 2 * 60 * 60,
    });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('The price preview has expired. Review the change again.');
    expect(await tierOf(user)).toBe('pro');
  });

  it('refuses the plan the user already has', async () => {
    const { user } = await subscriber();
    const response = await preview(user, 'pro');
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('You are already on the Pro Plan, billed monthly.');
  });
});

describe('moving down: at the period end', () => {
  it('schedules Master to Pro for the period end, charges nothing now, then renews at the Pro price', async () => {
    const { user, checkout } = await subscriber('master');
    const priced = await preview(user, 'pro');
    expect(priced.body).toMatchObject({ timing: 'period_end', amountDueToday: 0 });

    const response = await change(user, { tier: 'pro' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      outcome: 'scheduled',
      subscriptionTier: 'master',
      billing: { tier: 'master', pendingChange: { tier: 'pro', period: 'monthly' } },
    });
    expect(response.body.billing?.pendingChange?.effectiveAt).toBe(
      response.body.billing?.currentPeriodEnd,
    );

    await advancePastPeriodEnd(checkout.subscriptionId);
    await tierBecomes(user, 'pro');
    const invoices = await stripeClient.invoices.list({ subscription: checkout.subscriptionId });
    const renewal = invoices.data.find((i) => i.billing_reason === 'subscription_cycle');
    expect(renewal?.amount_paid).toBe(300);
  });

  it('keeps Master when the user takes the scheduled change back', async () => {
    const { user } = await subscriber('master');
    expect((await change(user, { tier: 'pro' })).body.outcome).toBe('scheduled');
    const kept = await change(user, { tier: 'master', resume: true });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ outcome: 'applied', billing: { pendingChange: null } });
    await advanceClock(32 * DAY);
    expect(await tierOf(user)).toBe('master');
  });
});

describe('one subscription per user', () => {
  it('voids the first of two checkouts: paying it fails, paying the second charges once', async () => {
    const user = await createUser();
    const first = await startCheckout(user);
    const second = await startCheckout(user);

    const late = await payWithCard(first.paymentIntentId, first.clientSecret, CARDS.succeeds);
    expect(late.status).toBe(400);
    const paid = await payWithCard(second.paymentIntentId, second.clientSecret, CARDS.succeeds);
    expect(paid.body.status).toBe('succeeded');
    await drain();

    const all = await customerSubscriptions(second.subscriptionId);
    expect(all.filter((s) => s.status === 'active').map((s) => s.id)).toEqual([
      second.subscriptionId,
    ]);
    expect(all.find((s) => s.id === first.subscriptionId)?.status).toBe('canceled');
    await tierBecomes(user, 'pro');
    const payments = (await activities(user.uid)).filter((e) => e.action === 'payment_completed');
    expect(payments).toHaveLength(1);
  });

  it('in the other order too: the newer checkout paid first, the older one cannot be', async () => {
    const user = await createUser();
    const first = await startCheckout(user);
    const second = await startCheckout(user);
    const paid = await payWithCard(second.paymentIntentId, second.clientSecret, CARDS.succeeds);
    expect(paid.body.status).toBe('succeeded');
    const late = await payWithCard(first.paymentIntentId, first.clientSecret, CARDS.succeeds);
    expect(late.status).toBe(400);
    await drain();
    const active = (await customerSubscriptions(second.subscriptionId)).filter(
      (s) => s.status === 'active',
    );
    expect(active).toHaveLength(1);
  });

  it('leaves at most one payable checkout when two start at the same moment', async () => {
    const user = await createUser();
    const body = { tier: 'pro', amount: 3, billing: 'monthly' };
    const answers = await Promise.all([
      api<{ subscriptionId: string }>('POST', '/api/create-payment-intent', user.idToken, body),
      api<{ subscriptionId: string }>('POST', '/api/create-payment-intent', user.idToken, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toContain(200);
    const started = answers.find((answer) => answer.status === 200)?.body.subscriptionId ?? '';
    const open = (await customerSubscriptions(started)).filter((s) => s.status === 'incomplete');
    expect(open.length).toBeLessThanOrEqual(1);
  });

  it('refuses a checkout while a subscription runs, naming where to change it', async () => {
    const { user } = await subscriber();
    const response = await api('POST', '/api/create-payment-intent', user.idToken, {
      tier: 'master',
      amount: 9,
      billing: 'monthly',
    });
    expect(response.status).toBe(409);
    expect(messageOf(response)).toBe(
      'You already have the Pro Plan. Change it from Settings › Subscription › Change plan.',
    );
  });
});

describe('an admin and a paying user', () => {
  it('refuses to change the tier Stripe bills for, and changes nothing', async () => {
    const { user } = await subscriber();
    const admin = await createAdmin();
    const response = await adminCall('PUT', `/api/admin/users/${user.uid}/subscription`, admin, {
      tier: 'master',
    });
    expect(response.status).toBe(409);
    expect(messageOf(response)).toBe(
      'Cancel the subscription first: this user pays for the Pro Plan through Stripe (active).',
    );
    expect(await tierOf(user)).toBe('pro');
    const stored = await adminDb().doc(`users/${user.uid}`).get();
    expect(stored.get('tierSource')).toBe('subscription');
  });
});
