import type { Billing } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { otherPeriod, subscriptionSummary } from './subscriptionSummary';

const END = new Date('2027-01-15T10:00:00Z');
const PRO_YEARLY: Billing = {
  tier: 'pro',
  status: 'active',
  period: 'yearly',
  currentPeriodEnd: END,
  cancelAtPeriodEnd: false,
};

describe('subscriptionSummary', () => {
  it('describes a paid subscription with its period and renewal date', () => {
    expect(
      subscriptionSummary({
        subscriptionTier: 'pro',
        tierSource: 'subscription',
        billing: PRO_YEARLY,
      }),
    ).toEqual({
      kind: 'subscription',
      plan: 'Pro Plan',
      period: 'yearly',
      periodEnd: END,
      cancelling: false,
    });
  });

  it('marks a subscription set to end at the period end', () => {
    const summary = subscriptionSummary({
      subscriptionTier: 'pro',
      tierSource: 'subscription',
      billing: { ...PRO_YEARLY, cancelAtPeriodEnd: true },
    });
    expect(summary).toMatchObject({ kind: 'subscription', cancelling: true, periodEnd: END });
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
