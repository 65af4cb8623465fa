// The checkout link: /checkout?tier=pro&amount=30&billing=yearly. The amount is the price the
// user was shown (US dollars); the server compares it with config/plans and charges its own.
import { BillingPeriodSchema, type BillingPeriod, type Tier } from '@pomoplan/domain';
import { z } from 'zod/mini';

export type PaidTier = Exclude<Tier, 'free'>;

export const PaidTierSchema = z.enum(['pro', 'master']);

export interface CheckoutRequest {
  tier: PaidTier;
  amount: number;
  billing: BillingPeriod;
}

const CheckoutRequestSchema = z.object({
  tier: PaidTierSchema,
  amount: z.coerce.number().check(z.positive(), z.lte(1_000_000)),
  billing: z._default(BillingPeriodSchema, 'monthly'),
});

export type CheckoutQuery =
  { kind: 'missing' } | { kind: 'invalid' } | { kind: 'valid'; request: CheckoutRequest };

/** Reads the checkout link: tier and amount are required, billing defaults to monthly. */
export function parseCheckoutQuery(params: URLSearchParams): CheckoutQuery {
  const tier = params.get('tier');
  const amount = params.get('amount');
  if (!tier || !amount) return { kind: 'missing' };
  const parsed = CheckoutRequestSchema.safeParse({
    tier,
    amount: amount.trim() === '' ? Number.NaN : amount,
    billing: params.get('billing') ?? undefined,
  });
  return parsed.success ? { kind: 'valid', request: parsed.data } : { kind: 'invalid' };
}

/** The checkout link of a plan at the price shown. */
export function checkoutPath({ tier, amount, billing }: CheckoutRequest): string {
  return `/checkout?${new URLSearchParams({ tier, amount: String(amount), billing })}`;
}

/** Whether the link's amount is the plan's price now (cents, so 9.9 and 9.90 agree). */
export function amountMatches(amount: number, price: number): boolean {
  return Math.round(amount * 100) === Math.round(price * 100);
}

/** '$3/month', '$30/year': what a chosen plan costs, as the checkout and sign-up say it. */
export function planPriceText({
  amount,
  billing,
}: Pick<CheckoutRequest, 'amount' | 'billing'>): string {
  return `$${amount}${billing === 'yearly' ? '/year' : '/month'}`;
}
