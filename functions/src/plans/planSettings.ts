// PUT /api/admin/settings: the changed prices and limits merged into config/plans. The whole
// merged config is validated and written in one transaction, so config/plans is always
// complete and two admins saving at once never lose each other's changes.
import {
  PlansConfigSchema,
  TIERS,
  type AdminSettings,
  type PlansConfig,
  type PlansConfigUpdate,
} from '@pomoplan/domain';
import { InvalidInputError, issuesMessage } from '../platform/errors';
import { runTransaction, serverTime } from '../platform/firestore';
import { plansConfigFrom, plansDoc } from './plans';

export const FREE_PRICE_MESSAGE = 'plans.free: The free plan always costs 0';

/** `current` with every field that `update` names replaced. */
export function mergePlansConfig(current: PlansConfig, update: PlansConfigUpdate): PlansConfig {
  const merged: PlansConfig = { plans: { ...current.plans }, limits: { ...current.limits } };
  for (const tier of TIERS) {
    merged.plans[tier] = { ...current.plans[tier], ...update.plans?.[tier] };
    merged.limits[tier] = { ...current.limits[tier], ...update.limits?.[tier] };
  }
  const parsed = PlansConfigSchema.safeParse(merged);
  if (!parsed.success) throw new InvalidInputError(issuesMessage(parsed.error));
  // Checkout and the tier gates take "free" to mean "nothing to pay".
  const free = parsed.data.plans.free;
  if (free.monthlyPrice !== 0 || free.yearlyPrice !== 0) {
    throw new InvalidInputError(FREE_PRICE_MESSAGE);
  }
  return parsed.data;
}

export function adminSettingsOf(config: PlansConfig): AdminSettings {
  return { subscription_plans: config.plans, limits: config.limits };
}

/** config/plans is readable by anyone, so it does not name the admin who changed it. */
export async function updatePlansConfig(update: PlansConfigUpdate): Promise<PlansConfig> {
  return runTransaction(async (tx) => {
    const current = plansConfigFrom((await tx.get(plansDoc())).data());
    const merged = mergePlansConfig(current, update);
    tx.set(plansDoc(), { ...merged, updatedAt: serverTime() });
    return merged;
  });
}
