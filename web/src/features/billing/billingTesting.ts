// Billing as the user document holds it, for the unit tests of what the app shows about it:
// a Pro plan billed monthly and paid, and a renewal Stripe could not collect.
import type { Billing, PaymentIssue } from '@pomoplan/domain';

export function testBilling(changes: Partial<Billing> = {}): Billing {
  return {
    tier: 'pro',
    status: 'active',
    period: 'monthly',
    currentPeriodEnd: new Date('2026-07-10T09:00:00Z'),
    cancelAtPeriodEnd: false,
    pendingChange: null,
    paymentIssue: null,
    ...changes,
  };
}

export function testPaymentIssue(changes: Partial<PaymentIssue> = {}): PaymentIssue {
  return {
    kind: 'payment_failed',
    invoiceId: 'in_1',
    amountDue: 3,
    attempts: 1,
    nextAttemptAt: new Date('2026-06-14T09:00:00Z'),
    payUrl: null,
    reason: null,
    ...changes,
  };
}
