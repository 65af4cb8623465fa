import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { nextFields, subscriptionFacts, type SubscriptionFacts } from './subscriptions';

const PERIOD_END = 1_800_000_000;

function subscription(
  status: string,
  options: { product?: string; interval?: 'month' | 'year'; cancel?: boolean } = {},
): Stripe.Subscription {
  return {
    id: 'sub_1',
    customer: 'cus_1',
    created: 1_700_000_000,
    metadata: { uid: 'u1' },
    status,
    cancel_at_period_end: options.cancel ?? false,
    items: {
      data: [
        {
          id: 'si_1',
          current_period_end: PERIOD_END,
          price: {
            product: options.product ?? 'pomoplan_pro',
            recurring: { interval: options.interval ?? 'month' },
          },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

describe('subscriptionFacts', () => {
  it('reads tier, period and period end from the first item', () => {
    expect(subscriptionFacts(subscription('active', { interval: 'year', cancel: true }))).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      tier: 'pro',
      grantsTier: true,
      metadataUid: 'u1',
      created: 1_700_000_000,
      billing: {
        tier: 'pro',
        status: 'active',
        period: 'yearly',
        currentPeriodEnd: new Date(PERIOD_END * 1000),
        cancelAtPeriodEnd: true,
        pendingChange: null,
        paymentIssue: null,
      },
    });
  });

  it.each([
    ['past_due', true],
    ['incomplete', false],
    ['canceled', false],
    ['unpaid', false],
  ])('a %s subscription grants its tier: %s', (status, grants) => {
    expect(subscriptionFacts(subscription(status)).grantsTier).toBe(grants);
  });

  it('grants nothing for a product that is not one of the plans', () => {
    const facts = subscriptionFacts(subscription('active', { product: 'prod_other' }));
    expect(facts).toMatchObject({ tier: null, billing: null, grantsTier: false });
  });
});

describe('nextFields', () => {
  const active: SubscriptionFacts = subscriptionFacts(subscription('active'));
  const ended: SubscriptionFacts = subscriptionFacts(subscription('canceled'));

  it('makes a paying subscription the current one', () => {
    expect(nextFields({ subscriptionTier: 'free', tierSource: 'default' }, active)).toMatchObject({
      subscriptionTier: 'pro',
      tierSource: 'subscription',
      stripeSubscriptionId: 'sub_1',
    });
  });

  it('lowers the tier when the current subscription ends', () => {
    const user = {
      subscriptionTier: 'pro',
      tierSource: 'subscription',
      stripeSubscriptionId: 'sub_1',
    };
    expect(nextFields(user, ended)).toMatchObject({
      subscriptionTier: 'free',
      tierSource: 'default',
    });
  });

  it('ignores the end of a subscription that is not the current one', () => {
    const user = {
      subscriptionTier: 'pro',
      tierSource: 'subscription',
      stripeSubscriptionId: 'sub_2',
    };
    expect(nextFields(user, ended)).toBeNull();
  });

  it("keeps an admin's grant through the current subscription's renewals and end", () => {
    const user = { subscriptionTier: 'master', tierSource: 'admin', stripeSubscriptionId: 'sub_1' };
    expect(nextFields(user, active)).toEqual({ billing: active.billing });
    expect(nextFields(user, ended)).toEqual({ billing: ended.billing });
  });
});
