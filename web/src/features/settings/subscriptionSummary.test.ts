import type { Billing } from '@pomoplan/domain';
import { testBilling, testPaymentIssue } from '../billing';
import { describe, expect, it } from 'vitest';
import { longDate } from '../../ui/formatting';
import { otherPeriod, planDetails, subscriptionSummary } from './subscriptionSummary';

const END = new Date('2027-01-15T10:00:00Z');
const RETRY = new Date('2026-12-20T10:00:00Z');
const PRO_YEARLY = testBilling({ period: 'yearly', currentPeriodEnd: END });
const DECLINED = testPaymentIssue({
  amountDue: 30,
  attempts: 2,
  nextAttemptAt: RETRY,
  reason: 'Your card was declined.',
});

const paid = (billing: Partial<Billing> = {}) =>
  subscriptionSummary({
    subscriptionTier: 'pro',
    tierSource: 'subscription',
    billing: { ...PRO_YEARLY, ...billing },
  });

describe('subscriptionSummary', () => {
  it('describes a paid subscription with its period and renewal date', () => {
    expect(paid()).toEqual({
      kind: 'subscription',
      tier: 'pro',
      plan: 'Pro Plan',
      period: 'yearly',
      periodEnd: END,
      cancelling: false,
      pendingChange: null,
      paymentFailed: null,
    });
    expect(planDetails(paid())).toEqual([`Billed yearly · Renews on ${longDate(END)}`]);
  });

  it('marks a subscription set to end at the period end', () => {
    const summary = paid({ cancelAtPeriodEnd: true });
    expect(summary).toMatchObject({ kind: 'subscription', cancelling: true, periodEnd: END });
    expect(planDetails(summary)).toEqual([`Billed yearly · Ends on ${longDate(END)}`]);
  });

  it('says which plan a planned change moves to, and when', () => {
    const summary = paid({ pendingChange: { tier: 'free', period: 'yearly', effectiveAt: END } });
    expect(summary).toMatchObject({ pendingChange: { tier: 'free', period: 'yearly', at: END } });
    expect(planDetails(summary)).toEqual([
      `Billed yearly · Renews on ${longDate(END)}`,
      `Moves to the Free Plan on ${longDate(END)}`,
    ]);
  });

  it('says when only the billing period changes', () => {
    const summary = paid({ pendingChange: { tier: 'pro', period: 'monthly', effectiveAt: END } });
    expect(planDetails(summary)[1]).toBe(`Moves to monthly billing on ${longDate(END)}`);
  });

  it("says a failed renewal plainly while Stripe retries, instead of 'Renews on'", () => {
    const summary = paid({ status: 'past_due', paymentIssue: DECLINED });
    expect(summary).toMatchObject({
      kind: 'subscription',
      paymentFailed: { retryAt: RETRY, confirm: false },
    });
    expect(planDetails(summary)).toEqual([
      `Billed yearly · Payment failed — Stripe will retry on ${longDate(RETRY)}`,
    ]);
    expect(planDetails(paid({ status: 'past_due' }))).toEqual([
      'Billed yearly · Payment failed — update your card in the billing portal',
    ]);
  });

  it('says when the bank asks for a confirmation rather than declining', () => {
    const summary = paid({
      status: 'past_due',
      paymentIssue: { ...DECLINED, kind: 'action_required' },
    });
    expect(planDetails(summary)).toEqual([
      "Billed yearly · Payment waiting for your bank's confirmation",
    ]);
  });

  it('calls a subscription whose renewal could not be charged ended', () => {
    const ended = {
      kind: 'ended',
      plan: 'Pro Plan',
    } as const;
    const unpaid = subscriptionSummary({
      subscriptionTier: 'free',
      tierSource: 'subscription',
      billing: {
        ...PRO_YEARLY,
        status: 'unpaid',
        paymentIssue: { ...DECLINED, nextAttemptAt: null },
      },
    });
    expect(unpaid).toEqual(ended);
    expect(planDetails(unpaid)[0]).toBe('Ended: the renewal could not be charged');
    expect(
      subscriptionSummary({
        subscriptionTier: 'free',
        tierSource: 'subscription',
        billing: { ...PRO_YEARLY, status: 'canceled', paymentIssue: DECLINED },
      }),
    ).toEqual(ended);
  });

  it('calls a tier an admin set a grant, even next to an old subscription', () => {
    expect(
      subscriptionSummary({ subscriptionTier: 'master', tierSource: 'admin', billing: PRO_YEARLY }),
    ).toEqual({ kind: 'granted', plan: 'Master Plan' });
  });

  it('is free after the subscription ended', () => {
    expect(
      subscriptionSummary({
        subscriptionTier: 'free',
        tierSource: 'subscription',
        billing: { ...PRO_YEARLY, status: 'canceled' },
      }),
    ).toEqual({ kind: 'free', plan: 'Free Plan' });
  });
});

describe('otherPeriod', () => {
  it('switches monthly and yearly', () => {
    expect(otherPeriod('monthly')).toBe('yearly');
    expect(otherPeriod('yearly')).toBe('monthly');
  });
});
