// Our plans' prices as Stripe takes them: sent with each subscription or change (price_data)
// from config/plans, so that an admin's new price applies to the next checkout or change.
import type { BillingPeriod, Tier } from '@pomoplan/domain';
import { ensureProduct, stripe } from './stripe';
import { readPlansConfig } from '../plans/plans';

type PaidTier = Exclude<Tier, 'free'>;

export const cents = (dollars: number) => Math.round(dollars * 100);

const interval = (period: BillingPeriod) => (period === 'yearly' ? 'year' : 'month');

/** The price of a tier and period in US dollars, from config/plans. */
export async function priceOf(tier: Tier, period: BillingPeriod): Promise<number> {
  if (tier === 'free') return 0;
  const { plans } = await readPlansConfig();
  return period === 'yearly' ? plans[tier].yearlyPrice : plans[tier].monthlyPrice;
}

export async function priceData(tier: PaidTier, period: BillingPeriod) {
  const product = await ensureProduct(stripe(), tier);
  return {
    currency: 'usd',
    product,
    unit_amount: cents(await priceOf(tier, period)),
    recurring: { interval: interval(period) },
  } as const;
}
