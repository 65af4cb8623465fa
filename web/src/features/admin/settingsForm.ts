// The Settings tab's form: prices of the paid plans and the count limits of every tier, kept
// as the text the admin types, turned into the PUT body of only what changed.
import {
  TIERS,
  type AdminSettings,
  type LimitsUpdate,
  type PlanConfigUpdate,
  type PlansConfigUpdate,
  type Tier,
} from '@pomoplan/domain';

/** Free stays at 0 (the server refuses anything else), so only these tiers have prices. */
export const PAID_TIERS = ['pro', 'master'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export const PRICE_FIELDS = ['monthlyPrice', 'yearlyPrice'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
export const LIMIT_FIELDS = ['projects', 'goals', 'groups'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

export interface SettingsDraft {
  prices: Record<PaidTier, Record<PriceField, string>>;
  limits: Record<Tier, Record<LimitField, string>>;
}

export const PRICE_ERROR = 'Enter a price from 0 to 10000 with at most two decimals';
export const LIMIT_ERROR = 'Enter -1 (unlimited) or a whole number from 0 to 100000';

export function draftOf(settings: AdminSettings): SettingsDraft {
  const price = (tier: PaidTier) => ({
    monthlyPrice: String(settings.subscription_plans[tier].monthlyPrice),
    yearlyPrice: String(settings.subscription_plans[tier].yearlyPrice),
  });
  const limits = (tier: Tier) => ({
    projects: String(settings.limits[tier].projects),
    goals: String(settings.limits[tier].goals),
    groups: String(settings.limits[tier].groups),
  });
  return {
    prices: { pro: price('pro'), master: price('master') },
    limits: { free: limits('free'), pro: limits('pro'), master: limits('master') },
  };
}

function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 10_000 ? value : null;
}

function parseLimit(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= -1 && value <= 100_000 ? value : null;
}

export type FieldErrors = Record<string, string>;

/** The key of a field in FieldErrors, e.g. 'pro.monthlyPrice' or 'free.projects'. */
export const fieldKey = (tier: Tier, field: PriceField | LimitField) => `${tier}.${field}`;

/**
 * The PUT /api/admin/settings body of what differs from `settings`, or the errors of the
 * fields that are not valid. `update` is null when nothing changed.
 */
export function changesOf(
  settings: AdminSettings,
  draft: SettingsDraft,
): { update: PlansConfigUpdate | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const plans: Partial<Record<Tier, PlanConfigUpdate>> = {};
  const limits: Partial<Record<Tier, LimitsUpdate>> = {};

  for (const tier of PAID_TIERS) {
    for (const field of PRICE_FIELDS) {
      const value = parsePrice(draft.prices[tier][field]);
      if (value === null) errors[fieldKey(tier, field)] = PRICE_ERROR;
      else if (value !== settings.subscription_plans[tier][field]) {
        plans[tier] = { ...plans[tier], [field]: value };
      }
    }
  }
  for (const tier of TIERS) {
    for (const field of LIMIT_FIELDS) {
      const value = parseLimit(draft.limits[tier][field]);
      if (value === null) errors[fieldKey(tier, field)] = LIMIT_ERROR;
      else if (value !== settings.limits[tier][field]) {
        limits[tier] = { ...limits[tier], [field]: value };
      }
    }
  }

  const update: PlansConfigUpdate = {};
  if (Object.keys(plans).length > 0) update.plans = plans;
  if (Object.keys(limits).length > 0) update.limits = limits;
  const changed = update.plans !== undefined || update.limits !== undefined;
  return { update: changed ? update : null, errors };
}
