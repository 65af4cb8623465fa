import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../plans';
import { issuesOf, messagesOf } from '../testUtils';
import { LimitsByTierSchema, LimitsSchema } from './limits';
import { PlanConfigSchema, PlanSchema, PlansConfigUpdateSchema } from './plan';

describe('LimitsSchema', () => {
  it('accepts -1 as unlimited and whole numbers from 0', () => {
    for (const projects of [-1, 0, 1, 100]) {
      expect(LimitsSchema.parse({ ...DEFAULT_LIMITS.free, projects }).projects).toBe(projects);
    }
  });

  it('refuses other negatives and fractions, naming the limit', () => {
    const message = 'Projects limit must be -1 (unlimited) or a whole number from 0 to 100000';
    expect(messagesOf(LimitsSchema.safeParse({ ...DEFAULT_LIMITS.free, projects: -2 }))).toEqual([
      message,
    ]);
    expect(messagesOf(LimitsSchema.safeParse({ ...DEFAULT_LIMITS.free, projects: 1.5 }))).toEqual([
      message,
    ]);
    expect(
      issuesOf(LimitsSchema.safeParse({ ...DEFAULT_LIMITS.free, calendarView: 'yes' })),
    ).toEqual(['calendarView: Calendar view must be true or false']);
  });

  it('needs all three tiers in LimitsByTierSchema', () => {
    expect(LimitsByTierSchema.safeParse(DEFAULT_LIMITS).success).toBe(true);
    expect(LimitsByTierSchema.safeParse({ free: DEFAULT_LIMITS.free }).success).toBe(false);
  });
});

describe('PlanSchema and PlanConfigSchema', () => {
  it('accept a plan card and an admin plan config', () => {
    const card = { name: 'Pro', price: 3, yearlyPrice: 30, features: ['A'], limitations: [] };
    expect(PlanSchema.parse(card)).toEqual(card);
    const config = { name: 'Pro', monthlyPrice: 2.99, yearlyPrice: 29.9, features: [] };
    expect(PlanConfigSchema.parse(config)).toEqual(config);
  });

  it('refuse negative prices, sub-cent prices and blank names', () => {
    const config = { name: 'Pro', monthlyPrice: 3, yearlyPrice: 30, features: [] };
    expect(messagesOf(PlanConfigSchema.safeParse({ ...config, monthlyPrice: -1 }))).toEqual([
      'Monthly price must be from 0 to 10000',
    ]);
    expect(messagesOf(PlanConfigSchema.safeParse({ ...config, yearlyPrice: 1.234 }))).toEqual([
      'Yearly price must have at most two decimals',
    ]);
    expect(messagesOf(PlanConfigSchema.safeParse({ ...config, name: '' }))).toEqual([
      'Plan name is required',
    ]);
  });
});

describe('PlansConfigUpdateSchema', () => {
  it('accepts only the prices and limits that changed', () => {
    const update = { plans: { pro: { monthlyPrice: 4 } }, limits: { free: { projects: 2 } } };
    expect(PlansConfigUpdateSchema.parse(update)).toEqual(update);
    expect(
      issuesOf(PlansConfigUpdateSchema.safeParse({ limits: { free: { goals: -5 } } })),
    ).toEqual([
      'limits.free.goals: Goals limit must be -1 (unlimited) or a whole number from 0 to 100000',
    ]);
    expect(PlansConfigUpdateSchema.safeParse({}).success).toBe(false);
  });
});
