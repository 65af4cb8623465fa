// Public plan prices and limits from config/plans (defaults when it is missing).
import type { PricingResponse, SubscriptionPlan } from '@pomoplan/domain';
import { Router, type Response } from 'express';
import { readPlansConfig, subscriptionPlans } from '../services/plans';

export const pricingRouter = Router();

// Public and the same for everyone: let the Hosting CDN absorb the landing page's traffic.
function cacheable(res: Response): Response {
  return res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
}

async function plans(): Promise<SubscriptionPlan[]> {
  return subscriptionPlans(await readPlansConfig());
}

pricingRouter.get('/pricing', async (_req, res) => {
  const body: PricingResponse = { subscription_plans: await plans() };
  cacheable(res).json(body);
});

pricingRouter.get('/subscription-plans', async (_req, res) => {
  cacheable(res).json(await plans());
});
