import { testBilling, testPaymentIssue } from '../../features/billing/billingTesting';
import { describe, expect, it } from 'vitest';
import { longDate } from '../../ui/formatting';
import { paymentBanner } from './paymentBanner';

const RETRY = new Date('2026-06-14T09:00:00Z');
const PRO = testBilling();
const DECLINED = testPaymentIssue({
  nextAttemptAt: RETRY,
  payUrl: 'https://invoice.stripe.com/i/in_1',
});

describe('the payment banner', () => {
  it('is not there while payments are in order, or after a plain cancellation', () => {
    expect(paymentBanner(null)).toBeNull();
    expect(paymentBanner(undefined)).toBeNull();
    expect(paymentBanner(PRO)).toBeNull();
    expect(paymentBanner({ ...PRO, status: 'canceled', cancelAtPeriodEnd: true })).toBeNull();
  });

  it('asks for a new card while Stripe retries, with the amount and the next try', () => {
    expect(paymentBanner({ ...PRO, status: 'past_due', paymentIssue: DECLINED })).toEqual({
      title: 'Your payment failed: update your card',
      text: `We couldn't charge $3.00 for your Pro Plan. Stripe will try again on ${longDate(RETRY)}.`,
      reason: null,
      action: { kind: 'portal', label: 'Update card' },
    });
  });

  it("gives no date when Stripe will not try again, and the bank's reason when there is one", () => {
    const banner = paymentBanner({
      ...PRO,
      status: 'past_due',
      paymentIssue: {
        ...DECLINED,
        nextAttemptAt: null,
        reason: 'Your card has insufficient funds.',
      },
    });
    expect(banner).toMatchObject({
      text: "We couldn't charge $3.00 for your Pro Plan.",
      reason: 'Your card has insufficient funds.',
    });
  });

  it('shows past_due even before the issue is recorded', () => {
    expect(paymentBanner({ ...PRO, status: 'past_due' })).toMatchObject({
      title: 'Your payment failed: update your card',
      text: "We couldn't charge your Pro Plan.",
    });
  });

  it('says the plan has ended once the tier dropped, and how it comes back', () => {
    const ended = {
      title: 'Your payment failed and your Pro Plan has ended',
      text: "We couldn't charge $3.00 for your Pro Plan. Your plan comes back as soon as the payment goes through.",
      reason: null,
      action: { kind: 'portal', label: 'Update card' },
    };
    const issue = { ...DECLINED, nextAttemptAt: null };
    expect(paymentBanner({ ...PRO, status: 'unpaid', paymentIssue: issue })).toEqual(ended);
    expect(paymentBanner({ ...PRO, status: 'canceled', paymentIssue: issue })).toEqual(ended);
  });

  it("sends a payment the bank must confirm to Stripe's page for it", () => {
    const issue = testPaymentIssue({ ...DECLINED, kind: 'action_required', amountDue: 30 });
    expect(paymentBanner({ ...PRO, status: 'past_due', paymentIssue: issue })).toEqual({
      title: 'Your bank asks you to confirm a payment',
      text: 'Confirm the payment of $30.00 for your Pro Plan.',
      reason: null,
      action: { kind: 'pay', label: 'Confirm payment', url: issue.payUrl },
    });
    expect(paymentBanner({ ...PRO, status: 'unpaid', paymentIssue: issue })?.text).toBe(
      'Confirm the payment of $30.00 for your Pro Plan. Your plan comes back as soon as the payment goes through.',
    );
  });

  it('falls back to the portal without a web page to confirm the payment on', () => {
    for (const payUrl of [null, 'javascript:alert(1)', 'not a url']) {
      const issue = testPaymentIssue({ ...DECLINED, kind: 'action_required', payUrl });
      expect(paymentBanner({ ...PRO, status: 'past_due', paymentIssue: issue })?.action).toEqual({
        kind: 'portal',
        label: 'Update card',
      });
    }
  });
});
