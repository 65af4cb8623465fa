// config/plans (admin-editable prices and limits) read defensively: any tier, plan or limit that
// is missing or malformed falls back to DEFAULT_PLANS_CONFIG, so a bad admin edit can never
// lift a limit or take the pricing page down.
import {
  DEFAULT_PLANS,
  DEFAULT_PLANS_CONFIG,
  isTier,
  LimitsSchema,
  PlanConfigSchema,
  TIERS,
  type Limits,
  type PlansConfig,
  type SubscriptionPlan,
  type Tier,
} from '@pomoplan/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { db, GRPC_ALREADY_EXISTS, hasGrpcCode } from '../platform/firestore';

export function plansDoc(): DocumentReference {
  return db().doc('config/plans');
}

function field(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>)[key]
    : undefined;
}

function limitsOf(raw: unknown, tier: Tier): Limits {
  const limits: Limits = { ...DEFAULT_PLANS_CONFIG.limits[tier] };
  for (const key of Object.keys(LimitsSchema.shape) as (keyof Limits)[]) {
    const parsed = LimitsSchema.shape[key].safeParse(field(raw, key));
    if (parsed.success) Object.assign(limits, { [key]: parsed.data });
  }
  return limits;
}

export function plansConfigFrom(data: DocumentData | undefined): PlansConfig {
  const plans = { ...DEFAULT_PLANS_CONFIG.plans };
  const limits = { ...DEFAULT_PLANS_CONFIG.limits };
  for (const tier of TIERS) {
    const plan = PlanConfigSchema.safeParse(field(field(data, 'plans'), tier));
    if (plan.success) plans[tier] = plan.data;
    limits[tier] = limitsOf(field(field(data, 'limits'), tier), tier);
  }
  return { plans, limits };
}

let plansEnsured = false;

/**
 * Creates config/plans with the defaults when it is missing. The security rules read the
 * tier limits from it, so without it no client could create a project, goal or group; the
 * first sign-in on a new project (or a wiped emulator) therefore creates it. Checked once per
 * instance.
 */
export async function ensurePlansConfig(): Promise<void> {
  if (plansEnsured) return;
  const ref = plansDoc();
  if (!(await ref.get()).exists) {
    await ref.create(DEFAULT_PLANS_CONFIG).catch((error: unknown) => {
      // Another instance created it first: exactly what we wanted.
      if (!hasGrpcCode(error, GRPC_ALREADY_EXISTS)) throw error;
    });
  }
  plansEnsured = true;
}

export async function readPlansConfig(): Promise<PlansConfig> {
  const snapshot = await plansDoc().get();
  return plansConfigFrom(snapshot.data());
}

/** A user document's tier; anything unknown counts as free, as the sidebar shows it. */
export function tierOf(userData: DocumentData | undefined): Tier {
  const tier = userData?.subscriptionTier;
  return isTier(tier) ? tier : 'free';
}

/** The plan cards, free first. Limitations are product copy and stay the defaults. */
export function subscriptionPlans(config: PlansConfig): SubscriptionPlan[] {
  return TIERS.map((tier) => {
    const plan = config.plans[tier];
    return {
      id: tier,
      name: plan.name,
      price: plan.monthlyPrice,
      monthlyPrice: plan.monthlyPrice,
      yearlyPrice: plan.yearlyPrice,
      features: [...plan.features],
      limitations: [...DEFAULT_PLANS[tier].limitations],
      limits: { ...config.limits[tier] },
    };
  });
}
