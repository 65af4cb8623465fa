import { DEFAULT_PLANS_CONFIG } from '@pomoplan/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, readDoc } from './support/admin';
import { adminCall, createAdmin, type AdminCredentials } from './support/adminAccounts';
import { api, messageOf } from './support/http';

interface SettingsJson {
  subscription_plans: typeof DEFAULT_PLANS_CONFIG.plans;
  limits: typeof DEFAULT_PLANS_CONFIG.limits;
}

interface PricingJson {
  subscription_plans: {
    id: string;
    price: number;
    yearlyPrice: number;
    limits: { projects: number };
  }[];
}

let admin: AdminCredentials;

beforeAll(async () => {
  admin = await createAdmin();
});

afterEach(async () => {
  await adminDb().doc('config/plans').delete();
});

describe('/api/admin/settings', () => {
  it('answers the default plans and limits while config/plans is missing', async () => {
    await adminDb().doc('config/plans').delete();
    const response = await adminCall<SettingsJson>('GET', '/api/admin/settings', admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      subscription_plans: DEFAULT_PLANS_CONFIG.plans,
      limits: DEFAULT_PLANS_CONFIG.limits,
    });
  });

  it('merges the changed prices and limits, and the public pricing follows', async () => {
    const response = await adminCall<SettingsJson>('PUT', '/api/admin/settings', admin, {
      plans: { pro: { monthlyPrice: 4, yearlyPrice: 40 } },
      limits: { free: { projects: 2 } },
    });
    expect(response.status).toBe(200);
    expect(response.body.subscription_plans.pro).toEqual({
      ...DEFAULT_PLANS_CONFIG.plans.pro,
      monthlyPrice: 4,
      yearlyPrice: 40,
    });
    expect(response.body.subscription_plans.master).toEqual(DEFAULT_PLANS_CONFIG.plans.master);
    expect(response.body.limits.free).toEqual({ ...DEFAULT_PLANS_CONFIG.limits.free, projects: 2 });

    const again = await adminCall<SettingsJson>('PUT', '/api/admin/settings', admin, {
      limits: { master: { groups: 50 } },
    });
    expect(again.body.subscription_plans.pro.monthlyPrice).toBe(4);
    expect(again.body.limits.master.groups).toBe(50);
    expect(await adminCall('GET', '/api/admin/settings', admin)).toMatchObject({
      body: again.body,
    });
    expect(await readDoc('config/plans')).toMatchObject({
      plans: again.body.subscription_plans,
      limits: again.body.limits,
    });

    const pricing = await api<PricingJson>('GET', '/api/pricing');
    const [free, pro] = pricing.body.subscription_plans;
    expect(pro).toMatchObject({ id: 'pro', price: 4, yearlyPrice: 40 });
    expect(free?.limits.projects).toBe(2);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const negative = await adminCall('PUT', '/api/admin/settings', admin, {
      plans: { pro: { monthlyPrice: -1 } },
    });
    expect(negative.status).toBe(400);
    expect(messageOf(negative)).toBe(
      'plans.pro.monthlyPrice: Monthly price must be from 0 to 10000',
    );

    const limit = await adminCall('PUT', '/api/admin/settings', admin, {
      limits: { pro: { projects: -2 } },
    });
    expect(limit.status).toBe(400);
    expect(messageOf(limit)).toBe(
      'limits.pro.projects: Projects limit must be -1 (unlimited) or a whole number from 0 to 100000',
    );

    const empty = await adminCall('PUT', '/api/admin/settings', admin, {});
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe('Send at least one field to update');

    const free = await adminCall('PUT', '/api/admin/settings', admin, {
      plans: { free: { monthlyPrice: 1 } },
    });
    expect(free.status).toBe(400);
    expect(messageOf(free)).toBe('plans.free: The free plan always costs 0');
    expect(await readDoc('config/plans')).toBeUndefined();
  });
});
