import { DEFAULT_PLANS, isTier, planTierKey, type Plan, type Tier } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { fetchPricing } from '../../api/pricing';

export type PlansByTier = Record<Tier, Plan>;

const CACHE_MS = 10 * 60 * 1000;
let cache: { plans: PlansByTier; at: number } | null = null;

function tierOf(plan: { id?: string; name: string }): Tier | undefined {
  const key = planTierKey(plan);
  return isTier(key) ? key : undefined;
}

async function fetchPlans(): Promise<PlansByTier> {
  const response = await fetchPricing();
  const plans: PlansByTier = { ...DEFAULT_PLANS };
  for (const plan of response.subscription_plans) {
    const tier = tierOf(plan);
    if (tier) plans[tier] = plan;
  }
  return plans;
}

/** Plans with one retry, cached for 10 minutes. */
export async function loadPlans(): Promise<PlansByTier> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.plans;
  const plans = await fetchPlans().catch(() => fetchPlans());
  cache = { plans, at: Date.now() };
  return plans;
}

/**
 * The admin-editable prices from GET /api/pricing; the domain's defaults until they arrive or
 * when the API cannot be reached, so the page always shows prices. `loaded` tells the live
 * prices from those defaults (checkout compares with the live ones only).
 */
export function usePlans(): { plans: PlansByTier; failed: boolean; loaded: boolean } {
  const [state, setState] = useState({
    plans: cache?.plans ?? { ...DEFAULT_PLANS },
    failed: false,
    loaded: cache !== null,
  });
  useEffect(() => {
    let live = true;
    loadPlans().then(
      (plans) => live && setState({ plans, failed: false, loaded: true }),
      () => live && setState((current) => ({ ...current, failed: true })),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
