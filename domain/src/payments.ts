// The JSON contract of the payment endpoints. Prices come from config/plans on the server; the
// amount a client sends is only compared with it, so a stale or edited checkout link is refused
// instead of charged.

import { z } from 'zod';
import { usdPrice, typeError } from './schemas/common';
import { BillingPeriodSchema, BillingSchema } from './schemas/billing';
import { SubscriptionTierSchema } from './schemas/tier';

/** The message of every refused payment request; the checkout page shows it as is. */
export const INVALID_PAYMENT_REQUEST = 'Invalid Payment Request';

export const CreatePaymentIntentSchema = z.object({
  tier: SubscriptionTierSchema,
  /** US dollars, as the checkout link carries it. */
  amount: usdPrice('Amount'),
  billing: BillingPeriodSchema.default('monthly'),
});
export type CreatePaymentIntent = z.infer<typeof CreatePaymentIntentSchema>;

export const PaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string().nullable(),
  subscriptionId: z.string(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

const stripeId = (label: string, prefix: string) =>
  z
    .string({ error: typeError(label, `a Stripe id starting with ${prefix}`) })
    .regex(new RegExp(`^${prefix}[A-Za-z0-9_]{1,200}$`), {
      error: `${label} must be a Stripe id starting with ${prefix}`,
    });

export const ConfirmPaymentSchema = z.object({
  paymentIntentId: stripeId('Payment intent id', 'pi_'),
  tier: SubscriptionTierSchema,
});
export type ConfirmPayment = z.infer<typeof ConfirmPaymentSchema>;

export const UpgradeSubscriptionSchema = z.object({
  tier: SubscriptionTierSchema,
  /** For a paid tier: the period to bill; the current one when left out. */
  billing: BillingPeriodSchema.optional(),
  /** Takes back a cancellation at period end (tier must be the subscription's own). */
  resume: z.boolean({ error: typeError('Resume', 'true or false') }).optional(),
});
export type UpgradeSubscription = z.infer<typeof UpgradeSubscriptionSchema>;

/** The caller's tier and billing after a payment or subscription change. */
export const SubscriptionStateSchema = z.object({
  subscriptionTier: SubscriptionTierSchema,
  billing: BillingSchema.nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

export const BillingPortalResponseSchema = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponseSchema>;

export const PaymentsConfigResponseSchema = z.object({
  /** Stripe's publishable key (pk_...); empty when payments are not configured. */
  stripePublishableKey: z.string(),
});
export type PaymentsConfigResponse = z.infer<typeof PaymentsConfigResponseSchema>;
