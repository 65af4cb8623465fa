import { planTierKey, type Plan, type Tier } from '@pomoplan/domain';
import { sameValue } from '../../data/sync/sameValue';

/** What the plan cards show of each plan: the static page is out of date when any differs. */
export type StaticPlan = Pick<Plan, 'name' | 'price' | 'yearlyPrice' | 'features'>;
export type StaticPlans = Record<Tier, StaticPlan>;

/**
 * Whether the live GET /api/pricing body differs from what the static page shows, judged the
 * way the app reads it (a plan is matched to its tier by id, else by name). Anything
 * unexpected counts as "differs", so the app, which validates the body, takes over.
 */
export function plansDiffer(shown: StaticPlans, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const list = (body as Record<string, unknown>).subscription_plans;
  if (!Array.isArray(list)) return true;
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return true;
    const plan = item as Record<string, unknown>;
    const tier = planTierKey(plan);
    if (tier === undefined) return true;
    if (!Object.prototype.hasOwnProperty.call(shown, tier)) continue;
    const { name, price, yearlyPrice, features } = plan;
    if (!sameValue({ name, price, yearlyPrice, features }, shown[tier as Tier])) return true;
  }
  return false;
}
