// Subscription tiers, prices and the default limits and plan cards. The admin can change
// prices and limits at run time (config/plans); these are the defaults it starts from.

import type { Limits } from './schemas/limits';
import type { Plan, PlansConfig } from './schemas/plan';

export const TIERS = ['free', 'pro', 'master'] as const;
export type Tier = (typeof TIERS)[number];

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** Whether a tier is a paid one (pro or master): the calendar and timeline views need one. */
/**
 * Which tier a plan of GET /api/pricing is for: its id, else its name, in any case ('Pro' is
 * pro). Not necessarily a tier: the caller decides what an unknown one means.
 */
export function planTierKey(plan: { id?: unknown; name?: unknown }): string | undefined {
  const key = typeof plan.id === 'string' ? plan.id : plan.name;
  return typeof key === 'string' ? key.toLowerCase() : undefined;
}

export function isPaidTier(tier: unknown): tier is Exclude<Tier, 'free'> {
  return tier === 'pro' || tier === 'master';
}

/** How the product names each tier: plan cards, the admin panel, refusals. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = {
  free: 'Free',
  pro: 'Pro',
  master: 'Master',
};

/** A limit of -1 means unlimited. */
export const UNLIMITED = -1;

/** Prices in US dollars. */
export const PRICES: Readonly<Record<Tier, { readonly monthly: number; readonly yearly: number }>> =
  {
    free: { monthly: 0, yearly: 0 },
    pro: { monthly: 3, yearly: 30 },
    master: { monthly: 9, yearly: 90 },
  };

export const DEFAULT_LIMITS: Readonly<Record<Tier, Readonly<Limits>>> = {
  free: {
    projects: 1,
    goals: 1,
    groups: 1,
    timelineView: false,
    calendarView: false,
    apiAccess: false,
    reporting: false,
  },
  pro: {
    projects: UNLIMITED,
    goals: UNLIMITED,
    groups: UNLIMITED,
    timelineView: true,
    calendarView: true,
    apiAccess: false,
    reporting: false,
  },
  master: {
    projects: UNLIMITED,
    goals: UNLIMITED,
    groups: UNLIMITED,
    timelineView: true,
    calendarView: true,
    apiAccess: true,
    reporting: true,
  },
};

/** The plan cards of the landing and subscribe pages. */
export const DEFAULT_PLANS: Readonly<Record<Tier, Readonly<Plan>>> = {
  free: {
    name: TIER_NAMES.free,
    price: PRICES.free.monthly,
    yearlyPrice: PRICES.free.yearly,
    features: ['1 project', '1 goal', '1 group', 'Unlimited tasks', 'AI daily summary'],
    limitations: ['No timeline view', 'No calendar view'],
  },
  pro: {
    name: TIER_NAMES.pro,
    price: PRICES.pro.monthly,
    yearlyPrice: PRICES.pro.yearly,
    features: [
      'Unlimited projects',
      'Timeline and calendar views',
      'AI planning',
      'Real-time sync',
      'Google Calendar integration',
      'Email support',
    ],
    limitations: [],
  },
  master: {
    name: TIER_NAMES.master,
    price: PRICES.master.monthly,
    yearlyPrice: PRICES.master.yearly,
    features: [
      'Everything in Pro',
      'Advanced AI insights',
      'Priority support',
      'API access',
      'Reporting',
      'Automation',
      'Team collaboration',
    ],
    limitations: [],
  },
};

/** The initial content of the admin-editable config/plans document. */
export const DEFAULT_PLANS_CONFIG: Readonly<PlansConfig> = {
  plans: {
    free: planConfigOf('free'),
    pro: planConfigOf('pro'),
    master: planConfigOf('master'),
  },
  limits: {
    free: { ...DEFAULT_LIMITS.free },
    pro: { ...DEFAULT_LIMITS.pro },
    master: { ...DEFAULT_LIMITS.master },
  },
};

function planConfigOf(tier: Tier): PlansConfig['plans'][Tier] {
  const plan = DEFAULT_PLANS[tier];
  return {
    name: plan.name,
    monthlyPrice: plan.price,
    yearlyPrice: plan.yearlyPrice,
    features: [...plan.features],
  };
}

/** Whether holding `count` items respects `limit` (-1 = unlimited). */
export function isWithinLimit(limit: number, count: number): boolean {
  return limit === UNLIMITED || count <= limit;
}

/** Whether one more item may be created when `currentCount` exist. */
export function canCreateMore(limit: number, currentCount: number): boolean {
  return isWithinLimit(limit, currentCount + 1);
}

export type PlanLabel = 'Free Plan' | 'Pro Plan' | 'Master Plan';

const PLAN_LABELS: Readonly<Record<Tier, PlanLabel>> = {
  free: 'Free Plan',
  pro: 'Pro Plan',
  master: 'Master Plan',
};

/** The sidebar's plan label; anything that is not a known tier shows as the free plan. */
export function planLabel(tier: unknown): PlanLabel {
  return isTier(tier) ? PLAN_LABELS[tier] : PLAN_LABELS.free;
}

/**
 * What paying yearly saves against twelve monthly payments, in whole percent
 * ($3/month vs $30/year -> 17). Free or mispriced plans save 0.
 */
export function yearlySavingPercent(monthlyPrice: number, yearlyPrice: number): number {
  const twelveMonths = monthlyPrice * 12;
  if (!(twelveMonths > 0) || !(yearlyPrice >= 0) || yearlyPrice >= twelveMonths) return 0;
  return Math.round((1 - yearlyPrice / twelveMonths) * 100);
}
