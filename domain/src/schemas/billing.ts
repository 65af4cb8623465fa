import { z } from 'zod';
import { flag, instant, typeError } from './common';
import { SubscriptionTierSchema } from './tier';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export const BillingPeriodSchema = z.enum(BILLING_PERIODS, {
  error: typeError('Billing period', 'monthly or yearly'),
});
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, {
  error: typeError('Subscription status', `one of ${SUBSCRIPTION_STATUSES.join(', ')}`),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * Who set the user's tier: nobody yet (free), an admin, or the paid subscription named by
 * stripeSubscriptionId. Only a tier set by a subscription follows that subscription down.
 */
export const TIER_SOURCES = ['default', 'admin', 'subscription'] as const;
export const TierSourceSchema = z.enum(TIER_SOURCES, {
  error: typeError('Tier source', `one of ${TIER_SOURCES.join(', ')}`),
});
export type TierSource = z.infer<typeof TierSourceSchema>;

/** The user's current Stripe subscription as last read from Stripe (server-written only). */
export const BillingSchema = z.object({
  tier: SubscriptionTierSchema,
  status: SubscriptionStatusSchema,
  period: BillingPeriodSchema,
  currentPeriodEnd: instant('Current period end'),
  cancelAtPeriodEnd: flag('Cancel at period end'),
});
export type Billing = z.infer<typeof BillingSchema>;

/** Subscription statuses that keep the paid tier (Stripe is still collecting a late payment). */
export const TIER_KEEPING_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
];
