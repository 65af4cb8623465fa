// A renewal the saved card cannot pay, driven by the Stripe stand-in's clock: the paid tier
// stays while Stripe retries (past_due), the user gets one e-mail per failed attempt and sees
// the problem on the user document, the tier ends when Stripe gives up (unpaid) and comes
// back when a new card pays. And the webhook's robustness: events for subscriptions or
// customers nobody has, and the user named only by the checkout's metadata.
import { describe, expect, it } from 'vitest';
import { adminDb, eventually, readDoc } from './support/admin';
import { api } from './support/http';
import {
  advanceClock,
  advancePastPeriodEnd,
  confirmPayment,
  control,
  drain,
  holdDeliveries,
  paidCheckout,
  resetStandinAroundEachTest,
  saveCard,
  stripeClient,
  stripeEvents,
} from './support/stripe';
import { HOSTING_URL } from '../support/emulators';
import { createUser, type TestUser } from './support/users';

/** The signing secret the emulators' webhook endpoint uses (scripts/lib/standins.mjs). */
const WEBHOOK_SECRET = 'whsec_standin';

const DAY = 24 * 60 * 60;

interface PaymentIssue {
  kind: string;
  invoiceId: string;
  amountDue: number;
  attempts: number;
  nextAttemptAt: unknown;
  payUrl: string | null;
  reason: string | null;
}

const userOf = async (user: TestUser) => readDoc(`users/${user.uid}`);

async function issueMails(user: TestUser): Promise<{ subject: string; text: string }[]> {
  const snapshot = await adminDb()
    .collection('mail')
    .where('uid', '==', user.uid)
    .where('kind', '==', 'payment-issue')
    .get();
  return snapshot.docs.map((doc) => doc.get('message') as { subject: string; text: string });
}

const mailsBecome = (user: TestUser, count: number) =>
  eventually(async () => {
    const mails = await issueMails(user);
    return mails.length === count ? mails : undefined;
  }, `${count} payment mails`);

async function proWithFailingCard() {
  const user = await createUser();
  const checkout = await paidCheckout(user);
  expect((await confirmPayment(user, checkout.paymentIntentId)).status).toBe(200);
  await saveCard(checkout.subscriptionId, 'pm_card_chargeCustomerFail');
  await drain();
  return { user, checkout };
}

resetStandinAroundEachTest();

describe('a renewal the card cannot pay', () => {
  it('keeps Pro while Stripe retries, mails each attempt, ends Pro when Stripe gives up, and brings it back with a new card', async () => {
    const { user, checkout } = await proWithFailingCard();

    await advancePastPeriodEnd(checkout.subscriptionId);
    const first = await eventually(async () => {
      const stored = await userOf(user);
      return stored?.billing?.paymentIssue ? stored : undefined;
    }, 'a payment issue');
    expect(first.subscriptionTier).toBe('pro');
    expect(first.billing).toMatchObject({ status: 'past_due' });
    const issue = first.billing.paymentIssue as PaymentIssue;
    expect(issue).toMatchObject({
      kind: 'payment_failed',
      amountDue: 3,
      attempts: 1,
      reason: 'Your card was declined.',
    });
    expect(issue.payUrl).toMatch(/^http:\/\/127\.0\.0\.1:9902\//);
    expect(issue.nextAttemptAt).not.toBeNull();
    const [mail] = await mailsBecome(user, 1);
    expect(mail?.subject).toBe('Your payment for Pomoplan Pro failed');
    expect(mail?.text).toContain("We couldn't charge $3.00 for your Pro Plan.");
    expect(mail?.text).toContain('/settings#subscription');

    // A redelivery of the same failure mails nothing more.
    const failed = (await stripeEvents()).filter((e) => e.type === 'invoice.payment_failed');
    await control('stripe/deliver', { eventId: failed.at(-1)?.id });
    await advanceClock(3 * DAY);
    await mailsBecome(user, 2);
    expect((await userOf(user))?.subscriptionTier).toBe('pro');

    await advanceClock(4 * DAY);
    const mails = await mailsBecome(user, 3);
    expect(mails.some((m) => m.text.includes('Your Pro Plan has ended'))).toBe(true);
    const ended = await eventually(async () => {
      const stored = await userOf(user);
      return stored?.subscriptionTier === 'free' ? stored : undefined;
    }, 'the tier to end');
    expect(ended.billing).toMatchObject({ status: 'unpaid', paymentIssue: { attempts: 3 } });

    // The customer pays the open invoice with a working card (what the portal does).
    const invoiceId = (ended.billing.paymentIssue as PaymentIssue).invoiceId;
    const visa = await saveCard(checkout.subscriptionId, 'pm_card_visa');
    await stripeClient.invoices.pay(invoiceId, { payment_method: visa });
    await drain();
    const back = await eventually(async () => {
      const stored = await userOf(user);
      return stored?.subscriptionTier === 'pro' ? stored : undefined;
    }, 'Pro to come back');
    expect(back.billing).toMatchObject({ status: 'active', paymentIssue: null });
  });

  it('tells the user to confirm a renewal the bank wants authenticated', async () => {
    const user = await createUser();
    const checkout = await paidCheckout(user);
    await saveCard(checkout.subscriptionId, 'pm_card_authenticationRequired');
    await drain();
    await advancePastPeriodEnd(checkout.subscriptionId);
    const stored = await eventually(async () => {
      const data = await userOf(user);
      return data?.billing?.paymentIssue ? data : undefined;
    }, 'a payment issue');
    expect(stored.billing.paymentIssue).toMatchObject({ kind: 'action_required', attempts: 1 });
    const [mail] = await mailsBecome(user, 1);
    expect(mail?.subject).toBe('Confirm your payment for Pomoplan Pro');
  });
});

describe('the webhook and what it does not know', () => {
  it('answers 200 and records an event for a subscription Stripe does not have', async () => {
    const payload = JSON.stringify({
      id: 'evt_unknown_subscription',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.updated',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: 'sub_nobodyhasthis', object: 'subscription' } },
    });
    const signature = stripeClient.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const response = await fetch(`${HOSTING_URL}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(await readDoc('stripeEvents/evt_unknown_subscription')).toMatchObject({
      outcome: 'unknown-subscription',
      uid: null,
    });
  });

  it("applies a subscription to the user named in its metadata when the customer isn't stored", async () => {
    const user = await createUser();
    await holdDeliveries();
    const checkout = await paidCheckout(user);
    // As if the checkout's write of the customer id had been lost.
    await adminDb().doc(`users/${user.uid}`).update({ stripeCustomerId: null });
    await control('stripe/release');
    await drain();
    const stored = await eventually(async () => {
      const data = await userOf(user);
      return data?.subscriptionTier === 'pro' ? data : undefined;
    }, 'the tier from the metadata');
    expect(stored.stripeSubscriptionId).toBe(checkout.subscriptionId);
    expect(stored.stripeCustomerId).toMatch(/^cus_/);
  });

  it('ends in the state Stripe has when events arrive reversed while the browser confirms', async () => {
    const user = await createUser();
    await holdDeliveries();
    const checkout = await paidCheckout(user);
    const [confirmed] = await Promise.all([
      api<{ subscriptionTier: string }>('POST', '/api/confirm-payment', user.idToken, {
        paymentIntentId: checkout.paymentIntentId,
        tier: 'pro',
      }),
      control('stripe/release', { order: 'reverse', duplicate: true }),
    ]);
    expect(confirmed.status).toBe(200);
    await drain();
    const subscription = await stripeClient.subscriptions.retrieve(checkout.subscriptionId);
    const stored = await userOf(user);
    expect(stored?.billing).toMatchObject({ status: subscription.status, tier: 'pro' });
    expect(stored?.subscriptionTier).toBe('pro');
    const record = await readDoc(`users/${user.uid}/subscriptions/${checkout.subscriptionId}`);
    expect(record?.billing).toMatchObject({ status: subscription.status });
  });
});
