import { DEFAULT_PLANS, TIERS } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { plansDiffer, type StaticPlans } from './staticPlans';

const shown = Object.fromEntries(
  TIERS.map((tier) => {
    const { name, price, yearlyPrice, features } = DEFAULT_PLANS[tier];
    return [tier, { name, price, yearlyPrice, features: [...features] }];
  }),
) as StaticPlans;

/** GET /api/pricing as the API answers it, from the plans shown. */
function body(plans: StaticPlans = shown) {
  return {
    subscription_plans: TIERS.map((tier) => ({ id: tier, ...plans[tier], limitations: [] })),
  };
}

describe('plansDiffer', () => {
  it('is false when the API answers the prices and features the page shows', () => {
    expect(plansDiffer(shown, body())).toBe(false);
  });

  it('sees a changed price, yearly price, name or feature list', () => {
    expect(plansDiffer(shown, body({ ...shown, pro: { ...shown.pro, price: 7 } }))).toBe(true);
    expect(plansDiffer(shown, body({ ...shown, pro: { ...shown.pro, yearlyPrice: 70 } }))).toBe(
      true,
    );
    expect(plansDiffer(shown, body({ ...shown, master: { ...shown.master, name: 'Max' } }))).toBe(
      true,
    );
    const features = [...shown.free.features, 'Stickers'];
    expect(plansDiffer(shown, body({ ...shown, free: { ...shown.free, features } }))).toBe(true);
  });

  it('lets the app decide on a body it cannot read', () => {
    for (const bad of [null, 'x', {}, { subscription_plans: 'x' }, { subscription_plans: [1] }]) {
      expect(plansDiffer(shown, bad)).toBe(true);
    }
  });

  it('ignores plans that are not a tier, as the app does', () => {
    const plans: object[] = body().subscription_plans;
    const extra = { subscription_plans: [...plans, { ...shown.pro, id: 'enterprise' }] };
    expect(plansDiffer(shown, extra)).toBe(false);
  });
});
