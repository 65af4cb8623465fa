// The JSON contract of the payment endpoints. Prices come from config/plans on the server; the
// amount a client sends is only compared with it, so a stale or edited checkout link is refused
// instead of charged.

import { z } from 'zod/mini';
import { instantInput, usdPrice, typeError } from './schemas/common';
import { BillingJsonSchema, BillingPeriodSchema, type BillingPeriod } from './schemas/billing';
import type { Tier } from './plans';
import { SubscriptionTierSchema } from './schemas/tier';

/** The message of every refused payment request; the checkout page shows it as is. */
export const INVALID_PAYMENT_REQUEST = 'Invalid Payment Request';

export const CreatePaymentIntentSchema = z.object({
  tier: SubscriptionTierSchema,
  /** US dollars, as the checkout link carries it. */
  amount: usdPrice('Amount'),
  billing: z._default(BillingPeriodSchema, 'monthly'),
});
export type CreatePaymentIntent = z.infer<typeof CreatePaymentIntentSchema>;

export const PaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.nullable(z.string()),
  subscriptionId: z.string(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

const stripeId = (label: string, prefix: string) =>
  z.string({ error: typeError(label, `a Stripe id starting with ${prefix}`) }).check(
    z.regex(new RegExp(`^${prefix}[A-Za-z0-9_]{1,200}$`), {
      error: `${label} must be a Stripe id starting with ${prefix}`,
    }),
  );

export const ConfirmPaymentSchema = z.object({
  paymentIntentId: stripeId('Payment intent id', 'pi_'),
  tier: SubscriptionTierSchema,
});
export type ConfirmPayment = z.infer<typeof ConfirmPaymentSchema>;

/** The Stripe proration instant a preview priced a change at (unix seconds). */
const prorationDate = z
  .number({ error: typeError('Proration date', 'unix seconds from the preview') })
  .check(
    z.int({ error: 'Proration date must be whole unix seconds from the preview' }),
    z.positive({ error: 'Proration date must be whole unix seconds from the preview' }),
  );

export const UpgradeSubscriptionSchema = z.object({
  tier: SubscriptionTierSchema,
  /** For a paid tier: the period to bill; the current one when left out. */
  billing: z.optional(BillingPeriodSchema),
  /** Takes back a cancellation or a change planned for the period end. */
  resume: z.optional(z.boolean({ error: typeError('Resume', 'true or false') })),
  /** From POST /api/preview-plan-change: the charge then equals the preview to the cent. */
  prorationDate: z.optional(prorationDate),
});
export type UpgradeSubscription = z.infer<typeof UpgradeSubscriptionSchema>;

export const PlanChangeRequestSchema = z.object({
  tier: SubscriptionTierSchema,
  billing: BillingPeriodSchema,
});
export type PlanChangeRequest = z.infer<typeof PlanChangeRequestSchema>;

/**
 * When a change takes effect: a move up (a higher tier, or monthly to yearly) now, charged the
 * difference for the rest of the period; a move down at the end of the period, nothing today.
 */
export const PLAN_CHANGE_TIMINGS = ['now', 'period_end'] as const;
export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];

/** What a plan change will cost, as Stripe prices it, before the user confirms it. */
export const PlanChangePreviewSchema = z.object({
  tier: SubscriptionTierSchema,
  billing: BillingPeriodSchema,
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  /** US dollars charged today (0 for a change at the period end). */
  amountDueToday: z.number(),
  /** When the new plan starts. */
  effectiveAt: instantInput('Effective at'),
  /** The first renewal on the new plan. */
  nextRenewalAt: instantInput('Next renewal at'),
  nextRenewalAmount: z.number(),
  /** Pass back with the change so that the charge equals this preview. */
  prorationDate: z.nullable(prorationDate),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreviewSchema>;

/** The caller's tier and billing after a payment or subscription change. */
export const SubscriptionStateSchema = z.object({
  subscriptionTier: SubscriptionTierSchema,
  billing: z.nullable(BillingJsonSchema),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/**
 * How a plan change ended: applied now, planned for the period end, or waiting for the bank's
 * authentication of its charge (the browser shows it with `clientSecret`, then confirms the
 * payment). A declined charge is a 402 with the bank's reason; the plan stays as it was.
 */
export const PLAN_CHANGE_OUTCOMES = [
  'applied',
  'scheduled',
  'requires_action',
  'unchanged',
] as const;
export const PlanChangeResultSchema = z.extend(SubscriptionStateSchema, {
  outcome: z.enum(PLAN_CHANGE_OUTCOMES),
  /** US dollars charged for the change now; null when nothing was. */
  amountCharged: z.nullable(z.number()),
  clientSecret: z.nullable(z.string()),
  paymentIntentId: z.nullable(z.string()),
});
export type PlanChangeResult = z.infer<typeof PlanChangeResultSchema>;

export const BillingPortalResponseSchema = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponseSchema>;

export const PaymentsConfigResponseSchema = z.object({
  /** Stripe's publishable key (pk_...); empty when payments are not configured. */
  stripePublishableKey: z.string(),
});
export type PaymentsConfigResponse = z.infer<typeof PaymentsConfigResponseSchema>;

const TIER_RANK: Readonly<Record<Tier, number>> = { free: 0, pro: 1, master: 2 };

/**
 * When a move from one plan to another takes effect, or 'same' for no move. Paying more is
 * immediate (a higher tier, or monthly to yearly of the same tier, charged the prorated
 * difference); paying less (a lower tier, Free, or yearly to monthly) waits for the period end,
 * so that nothing already paid for is taken away.
 */
export function planChangeTiming(
  current: { tier: Tier; period: BillingPeriod },
  target: { tier: Tier; period: BillingPeriod },
): PlanChangeTiming | 'same' {
  if (target.tier === 'free') return current.tier === 'free' ? 'same' : 'period_end';
  const step = TIER_RANK[target.tier] - TIER_RANK[current.tier];
  if (step !== 0) return step > 0 ? 'now' : 'period_end';
  if (target.period === current.period) return 'same';
  return target.period === 'yearly' ? 'now' : 'period_end';
}
