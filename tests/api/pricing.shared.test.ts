import { DEFAULT_PLANS, DEFAULT_PLANS_CONFIG } from '@pomoplan/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { api } from './support/http';

interface PlanJson {
  id: string;
  name: string;
  price: number;
  monthlyPrice: number;
  yearlyPrice: number;
  features: string[];
  limitations: string[];
  limits: Record<string, number | boolean>;
}

const plansDoc = () => adminDb().doc('config/plans');

afterEach(async () => {
  await plansDoc().delete();
});

describe('GET /api/pricing and /api/subscription-plans', () => {
  it('serves the default plans to anyone when config/plans is missing', async () => {
    await plansDoc().delete();
    const response = await api<{ subscription_plans: PlanJson[] }>('GET', '/api/pricing');
    expect(response.status).toBe(200);
    const plans = response.body.subscription_plans;
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'pro', 'master']);
    expect(plans[1]).toEqual({
      id: 'pro',
      name: 'Pro',
      price: 3,
      monthlyPrice: 3,
      yearlyPrice: 30,
      features: DEFAULT_PLANS.pro.features,
      limitations: [],
      limits: DEFAULT_PLANS_CONFIG.limits.pro,
    });
    expect(plans[0]).toMatchObject({ price: 0, limits: { projects: 1, goals: 1, groups: 1 } });
    expect(plans[2]).toMatchObject({ price: 9, yearlyPrice: 90 });
  });

  it('follows the admin-edited config/plans, falling back per field', async () => {
    await plansDoc().set({
      ...DEFAULT_PLANS_CONFIG,
      plans: {
        ...DEFAULT_PLANS_CONFIG.plans,
        pro: { name: 'Pro', monthlyPrice: 4, yearlyPrice: 40, features: ['Everything'] },
        master: { name: 'Broken', monthlyPrice: 'lots' },
      },
      limits: {
        ...DEFAULT_PLANS_CONFIG.limits,
        free: { ...DEFAULT_PLANS_CONFIG.limits.free, projects: 3 },
      },
    });
    const pricing = await api<{ subscription_plans: PlanJson[] }>('GET', '/api/pricing');
    const [free, pro, master] = pricing.body.subscription_plans;
    expect(pro).toMatchObject({
      price: 4,
      monthlyPrice: 4,
      yearlyPrice: 40,
      features: ['Everything'],
    });
    expect(free?.limits.projects).toBe(3);
    expect(master).toMatchObject({ name: 'Master', price: 9 });

    const list = await api<PlanJson[]>('GET', '/api/subscription-plans');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(pricing.body.subscription_plans);
  });
});
