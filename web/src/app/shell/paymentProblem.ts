import type { Billing } from '@pomoplan/domain';

/**
 * Whether the billing has a problem the payment banner speaks of: a failed or unconfirmed
 * charge, a renewal past due, or a plan Stripe gave up on. Apart from the banner's words, which
 * load only when it shows.
 */
export function hasPaymentProblem(billing: Billing | null | undefined): billing is Billing {
  if (!billing) return false;
  return (
    billing.paymentIssue !== null || billing.status === 'unpaid' || billing.status === 'past_due'
  );
}
