import { DEFAULT_PLANS_CONFIG, type PlansConfig } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../platform/errors';
import { FREE_PRICE_MESSAGE, mergePlansConfig } from './planSettings';

const defaults = (): PlansConfig => structuredClone(DEFAULT_PLANS_CONFIG) as PlansConfig;

describe('mergePlansConfig', () => {
  it('changes only the fields the update names', () => {
    const merged = mergePlansConfig(defaults(), {
      plans: { pro: { monthlyPrice: 4 } },
      limits: { free: { projects: 3 } },
    });
    expect(merged.plans.pro).toEqual({ ...DEFAULT_PLANS_CONFIG.plans.pro, monthlyPrice: 4 });
    expect(merged.plans.master).toEqual(DEFAULT_PLANS_CONFIG.plans.master);
    expect(merged.limits.free).toEqual({ ...DEFAULT_PLANS_CONFIG.limits.free, projects: 3 });
    expect(merged.limits.pro).toEqual(DEFAULT_PLANS_CONFIG.limits.pro);
  });

  it('does not change the config it was given', () => {
    const current = defaults();
    mergePlansConfig(current, { plans: { pro: { monthlyPrice: 5 } } });
    expect(current).toEqual(DEFAULT_PLANS_CONFIG);
  });

  it('keeps the free plan at 0', () => {
    expect(() => mergePlansConfig(defaults(), { plans: { free: { monthlyPrice: 1 } } })).toThrow(
      new InvalidInputError(FREE_PRICE_MESSAGE),
    );
  });
});
