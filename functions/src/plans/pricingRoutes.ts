// Public plan prices and limits from config/plans (defaults when it is missing).
import {
  PricingResponseSchema,
  SubscriptionPlansResponseSchema,
  type PricingResponse,
  type SubscriptionPlan,
} from '@pomoplan/domain';
import { readPlansConfig, subscriptionPlans } from './plans';
import { route } from '../platform/http/route';

// Public and the same for everyone: let the Hosting CDN absorb the landing page's traffic.
const CACHEABLE = 'public, max-age=60, s-maxage=300';

async function plans(): Promise<SubscriptionPlan[]> {
  return subscriptionPlans(await readPlansConfig());
}

export const pricingRoutes = [
  route(
    {
      method: 'get',
      path: '/pricing',
      access: 'public',
      tag: 'plans',
      summary: 'Plans with prices and limits',
      response: PricingResponseSchema,
      cacheControl: CACHEABLE,
    },
    async (): Promise<PricingResponse> => ({ subscription_plans: await plans() }),
  ),
  route(
    {
      method: 'get',
      path: '/subscription-plans',
      access: 'public',
      tag: 'plans',
      summary: 'The same plans as a bare list, free first',
      response: SubscriptionPlansResponseSchema,
      cacheControl: CACHEABLE,
    },
    plans,
  ),
];
