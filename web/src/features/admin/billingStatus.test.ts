import { testBilling, testPaymentIssue } from '../billing';
import { describe, expect, it } from 'vitest';
import { billingStatus, scheduledChange } from './billingStatus';
import { formatDate } from './format';

const NEXT = new Date('2026-06-14T09:00:00Z');
const PRO = testBilling();
const ISSUE = testPaymentIssue({ attempts: 2, nextAttemptAt: NEXT });

describe('the Stripe status an admin sees', () => {
  it('is the status and period when payments are in order', () => {
    expect(billingStatus(PRO)).toBe('active (monthly)');
    expect(billingStatus({ ...PRO, cancelAtPeriodEnd: true })).toBe(
      'active (monthly), cancels at period end',
    );
  });

  it('names a failed renewal, its attempts and the next one while Stripe retries', () => {
    expect(billingStatus({ ...PRO, status: 'past_due', paymentIssue: ISSUE })).toBe(
      `past_due: payment failed, 2 attempts, next on ${formatDate(NEXT)}`,
    );
    expect(
      billingStatus({ ...PRO, status: 'past_due', paymentIssue: { ...ISSUE, attempts: 1 } }),
    ).toBe(`past_due: payment failed, 1 attempt, next on ${formatDate(NEXT)}`);
    expect(
      billingStatus({ ...PRO, status: 'unpaid', paymentIssue: { ...ISSUE, nextAttemptAt: null } }),
    ).toBe('unpaid: payment failed');
    expect(
      billingStatus({
        ...PRO,
        status: 'past_due',
        paymentIssue: { ...ISSUE, kind: 'action_required', nextAttemptAt: null },
      }),
    ).toBe('past_due: bank authentication needed');
  });

  it('shows a change planned for the period end', () => {
    expect(scheduledChange(PRO)).toBeNull();
    expect(
      scheduledChange({ pendingChange: { tier: 'pro', period: 'monthly', effectiveAt: NEXT } }),
    ).toBe(`→ Pro (monthly) on ${formatDate(NEXT)}`);
  });
});
