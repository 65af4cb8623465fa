import { describe, expect, it } from 'vitest';
import {
  canCreateMore,
  DEFAULT_LIMITS,
  DEFAULT_PLANS,
  DEFAULT_PLANS_CONFIG,
  isTier,
  isWithinLimit,
  isPaidTier,
  planLabel,
  planTierKey,
  PRICES,
  TIERS,
  UNLIMITED,
  yearlySavingPercent,
} from './plans';
import { LimitsSchema } from './schemas/limits';
import { PlanSchema, PlansConfigSchema } from './schemas/plan';

describe('tiers and prices', () => {
  it('lists the three tiers in order', () => {
    expect(TIERS).toEqual(['free', 'pro', 'master']);
    expect(isTier('pro')).toBe(true);
    expect(isTier('enterprise')).toBe(false);
    expect(isTier(undefined)).toBe(false);
  });

  it('prices pro at $3/$30, master at $9/$90 and free at $0', () => {
    expect(PRICES).toEqual({
      free: { monthly: 0, yearly: 0 },
      pro: { monthly: 3, yearly: 30 },
      master: { monthly: 9, yearly: 90 },
    });
  });
});

describe('default limits', () => {
  it('gives free one project, goal and group and no premium views', () => {
    expect(DEFAULT_LIMITS.free).toEqual({
      projects: 1,
      goals: 1,
      groups: 1,
      timelineView: false,
      calendarView: false,
      apiAccess: false,
      reporting: false,
    });
  });

  it('gives pro unlimited items with timeline and calendar, without API or reporting', () => {
    expect(DEFAULT_LIMITS.pro).toEqual({
      projects: -1,
      goals: -1,
      groups: -1,
      timelineView: true,
      calendarView: true,
      apiAccess: false,
      reporting: false,
    });
  });

  it('gives master everything', () => {
    expect(DEFAULT_LIMITS.master).toEqual({
      projects: -1,
      goals: -1,
      groups: -1,
      timelineView: true,
      calendarView: true,
      apiAccess: true,
      reporting: true,
    });
  });

  it('satisfies the limits schema', () => {
    for (const tier of TIERS)
      expect(LimitsSchema.parse(DEFAULT_LIMITS[tier])).toEqual(DEFAULT_LIMITS[tier]);
  });
});

describe('default plan cards', () => {
  it('carries the prices and the feature lists', () => {
    expect(DEFAULT_PLANS.free).toMatchObject({ name: 'Free', price: 0, yearlyPrice: 0 });
    expect(DEFAULT_PLANS.pro).toMatchObject({ name: 'Pro', price: 3, yearlyPrice: 30 });
    expect(DEFAULT_PLANS.master).toMatchObject({ name: 'Master', price: 9, yearlyPrice: 90 });
    expect(DEFAULT_PLANS.free.features).toContain('Unlimited tasks');
    expect(DEFAULT_PLANS.free.features).toContain('AI daily summary');
    expect(DEFAULT_PLANS.free.limitations).toEqual(['No timeline view', 'No calendar view']);
    expect(DEFAULT_PLANS.pro.features).toContain('Unlimited projects');
    expect(DEFAULT_PLANS.pro.features).toContain('Timeline and calendar views');
    expect(DEFAULT_PLANS.master.features[0]).toBe('Everything in Pro');
    expect(DEFAULT_PLANS.master.features).toContain('API access');
    expect(DEFAULT_PLANS.master.features).toContain('Team collaboration');
    for (const tier of TIERS) expect(PlanSchema.safeParse(DEFAULT_PLANS[tier]).success).toBe(true);
  });

  it('seeds the admin config document with the same prices and limits', () => {
    const config = PlansConfigSchema.parse(DEFAULT_PLANS_CONFIG);
    expect(config.plans.pro).toEqual({
      name: 'Pro',
      monthlyPrice: 3,
      yearlyPrice: 30,
      features: DEFAULT_PLANS.pro.features,
    });
    expect(config.limits).toEqual(DEFAULT_LIMITS);
  });
});

describe('isWithinLimit and canCreateMore', () => {
  it('treats -1 as unlimited', () => {
    expect(UNLIMITED).toBe(-1);
    expect(isWithinLimit(-1, 0)).toBe(true);
    expect(isWithinLimit(-1, 1_000_000)).toBe(true);
    expect(canCreateMore(-1, 1_000_000)).toBe(true);
  });

  it('allows counts up to the limit', () => {
    expect(isWithinLimit(1, 0)).toBe(true);
    expect(isWithinLimit(1, 1)).toBe(true);
    expect(isWithinLimit(1, 2)).toBe(false);
    expect(isWithinLimit(0, 0)).toBe(true);
    expect(isWithinLimit(0, 1)).toBe(false);
  });

  it('allows one more item only while below the limit', () => {
    expect(canCreateMore(1, 0)).toBe(true);
    expect(canCreateMore(1, 1)).toBe(false);
    expect(canCreateMore(0, 0)).toBe(false);
  });
});

describe('planLabel', () => {
  it('labels each tier', () => {
    expect(planLabel('free')).toBe('Free Plan');
    expect(planLabel('pro')).toBe('Pro Plan');
    expect(planLabel('master')).toBe('Master Plan');
  });

  it('shows an unknown tier as the free plan', () => {
    expect(planLabel('enterprise')).toBe('Free Plan');
    expect(planLabel('PRO')).toBe('Free Plan');
    expect(planLabel(undefined)).toBe('Free Plan');
    expect(planLabel(null)).toBe('Free Plan');
    expect(planLabel(3)).toBe('Free Plan');
  });
});

describe('yearlySavingPercent', () => {
  it('computes the saving of paying yearly in whole percent', () => {
    expect(yearlySavingPercent(3, 30)).toBe(17);
    expect(yearlySavingPercent(9, 90)).toBe(17);
    expect(yearlySavingPercent(10, 96)).toBe(20);
    expect(yearlySavingPercent(10, 120)).toBe(0);
  });

  it('returns 0 for free or mispriced plans', () => {
    expect(yearlySavingPercent(0, 0)).toBe(0);
    expect(yearlySavingPercent(3, 40)).toBe(0);
    expect(yearlySavingPercent(3, -1)).toBe(0);
    expect(yearlySavingPercent(Number.NaN, 30)).toBe(0);
  });
});

describe('isPaidTier', () => {
  it('is true for pro and master only', () => {
    expect(isPaidTier('pro')).toBe(true);
    expect(isPaidTier('master')).toBe(true);
    expect(isPaidTier('free')).toBe(false);
    expect(isPaidTier(undefined)).toBe(false);
    expect(isPaidTier('PRO')).toBe(false);
  });
});

describe('planTierKey', () => {
  it('reads the tier of a pricing plan from its id, else its name, in any case', () => {
    expect(planTierKey({ id: 'pro', name: 'Anything' })).toBe('pro');
    expect(planTierKey({ name: 'Master' })).toBe('master');
    expect(planTierKey({ id: 7, name: 'Free' })).toBe('free');
    expect(planTierKey({ id: null })).toBeUndefined();
  });
});
