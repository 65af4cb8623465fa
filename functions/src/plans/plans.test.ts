import { DEFAULT_PLANS_CONFIG } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { plansConfigFrom, subscriptionPlans, tierOf } from './plans';

describe('plansConfigFrom', () => {
  it('falls back to the defaults for a missing document', () => {
    expect(plansConfigFrom(undefined)).toEqual(DEFAULT_PLANS_CONFIG);
  });

  it('takes valid values and falls back per plan and per limit', () => {
    const config = plansConfigFrom({
      plans: {
        pro: { name: 'Pro', monthlyPrice: 4, yearlyPrice: 40, features: ['All'] },
        master: { name: 'Master', monthlyPrice: -1, yearlyPrice: 90, features: [] },
      },
      limits: { free: { goals: 3, groups: -2, projects: 'many' }, pro: 'nonsense' },
    });
    expect(config.plans.pro).toEqual({
      name: 'Pro',
      monthlyPrice: 4,
      yearlyPrice: 40,
      features: ['All'],
    });
    expect(config.plans.master).toEqual(DEFAULT_PLANS_CONFIG.plans.master);
    expect(config.limits.free).toEqual({ ...DEFAULT_PLANS_CONFIG.limits.free, goals: 3 });
    expect(config.limits.pro).toEqual(DEFAULT_PLANS_CONFIG.limits.pro);
  });
});

describe('tierOf', () => {
  it('reads the tier, and treats anything unknown as free', () => {
    expect(tierOf({ subscriptionTier: 'master' })).toBe('master');
    expect(tierOf({ subscriptionTier: 'gold' })).toBe('free');
    expect(tierOf(undefined)).toBe('free');
  });
});

describe('subscriptionPlans', () => {
  it('lists free, pro and master with both price names and the limits', () => {
    const plans = subscriptionPlans(DEFAULT_PLANS_CONFIG);
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'pro', 'master']);
    expect(plans[0]).toMatchObject({
      name: 'Free',
      price: 0,
      monthlyPrice: 0,
      limitations: ['No timeline view', 'No calendar view'],
      limits: { projects: 1 },
    });
    expect(plans[2]).toMatchObject({ price: 9, yearlyPrice: 90, limits: { apiAccess: true } });
  });
});
