import { describe, expect, it } from 'vitest';
import { paymentIssueMail, receiptMail } from './billingMail';

const issue = {
  kind: 'payment_failed' as const,
  invoiceId: 'in_1',
  amountDue: 9,
  attempts: 1,
  nextAttemptAt: new Date('2026-12-04T10:00:00Z'),
  payUrl: 'https://invoice.stripe.com/i/in_1',
  reason: 'Your card was declined.',
};
const APP = { appUrl: 'https://pomoplan.example', timeZone: 'Europe/Berlin' };

describe('paymentIssueMail', () => {
  it('says what failed, that the plan stays, when Stripe retries, and links to the card', () => {
    const mail = paymentIssueMail(issue, 'Master', true, APP);
    expect(mail.subject).toBe('Your payment for Pomoplan Master failed');
    expect(mail.text).toBe(
      "We couldn't charge $9.00 for your Master Plan. Your card was declined.\n\n" +
        'Your plan stays on for now; we will try again on December 4, 2026.\n\n' +
        'Update your card: https://pomoplan.example/settings#subscription\n',
    );
    expect(mail.html).toContain('href="https://pomoplan.example/settings#subscription"');
  });

  it('says the plan has ended when Stripe gave up', () => {
    const mail = paymentIssueMail({ ...issue, nextAttemptAt: null }, 'Pro', false, APP);
    expect(mail.text).toContain(
      'Your Pro Plan has ended. It comes back as soon as the payment goes through.',
    );
  });

  it("asks to confirm a payment the bank wants authenticated, on Stripe's page", () => {
    const mail = paymentIssueMail(
      { ...issue, kind: 'action_required', reason: null },
      'Pro',
      true,
      APP,
    );
    expect(mail.subject).toBe('Confirm your payment for Pomoplan Pro');
    expect(mail.text).toContain('Confirm the payment: https://invoice.stripe.com/i/in_1');
    expect(mail.html).toContain('href="https://invoice.stripe.com/i/in_1"');
  });

  it('escapes what the bank wrote in the HTML', () => {
    const mail = paymentIssueMail({ ...issue, reason: '<b>no</b>' }, 'Pro', true, APP);
    expect(mail.html).toContain('&lt;b&gt;no&lt;/b&gt;');
  });
});

describe('receiptMail', () => {
  it('says what was charged, for which plan and when, and where the invoices are', () => {
    const mail = receiptMail(6.5, 'Master', new Date('2026-11-25T23:30:00Z'), APP);
    expect(mail.subject).toBe('Your Pomoplan receipt: $6.50');
    expect(mail.text).toContain('We charged $6.50 for your Master Plan on November 26, 2026.');
  });
});
