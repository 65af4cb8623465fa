import { z } from 'zod/mini';
import { flag, instant, instantInput, typeError } from './common';
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

const usd = (label: string) =>
  z.number({ error: typeError(label, 'an amount in US dollars') }).check(
    z.gte(0, {
      error: `${label} must not be negative`,
    }),
  );

const PAYMENT_ISSUE_KINDS = ['payment_failed', 'action_required'] as const;

type InstantOf = (label: string) => z.ZodMiniType<Date, unknown>;

/**
 * A renewal Stripe could not collect: the card was declined (`payment_failed`) or the bank
 * asks the cardholder to confirm it (`action_required`). Stripe retries until `nextAttemptAt`
 * is null; the paid tier stays while it does.
 */
const paymentIssueShape = (at: InstantOf) =>
  z.object({
    kind: z.enum(PAYMENT_ISSUE_KINDS, {
      error: typeError('Payment issue', PAYMENT_ISSUE_KINDS.join(' or ')),
    }),
    invoiceId: z.string({ error: typeError('Invoice id', 'text') }),
    amountDue: usd('Amount due'),
    attempts: z.number({ error: typeError('Attempts', 'a number') }).check(z.int(), z.gte(0)),
    nextAttemptAt: z.nullable(at('Next attempt at')),
    /** Stripe's page for this invoice: the authentication step, or paying with another card. */
    payUrl: z.nullable(z.string({ error: typeError('Pay URL', 'text') })),
    /** The bank's reason, as Stripe words it, when it gave one. */
    reason: z.nullable(z.string({ error: typeError('Reason', 'text') })),
  });

/** A change that takes effect at the end of the period (a downgrade or a cheaper period). */
const pendingChangeShape = (at: InstantOf) =>
  z.object({
    tier: SubscriptionTierSchema,
    period: BillingPeriodSchema,
    effectiveAt: at('Effective at'),
  });

const billingShape = (at: InstantOf) =>
  z.object({
    tier: SubscriptionTierSchema,
    status: SubscriptionStatusSchema,
    period: BillingPeriodSchema,
    currentPeriodEnd: at('Current period end'),
    cancelAtPeriodEnd: flag('Cancel at period end'),
    pendingChange: z._default(z.nullable(pendingChangeShape(at)), null),
    paymentIssue: z._default(z.nullable(paymentIssueShape(at)), null),
  });

/** The user's current Stripe subscription as last read from Stripe (server-written only). */
export const BillingSchema = billingShape(instant);
export type Billing = z.infer<typeof BillingSchema>;
export type PaymentIssue = NonNullable<Billing['paymentIssue']>;
export type PendingChange = NonNullable<Billing['pendingChange']>;

/** The same, as the JSON API sends it: instants as ISO strings. */
export const BillingJsonSchema = billingShape(instantInput);

/** Subscription statuses that keep the paid tier (Stripe is still collecting a late payment). */
export const TIER_KEEPING_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
];

/** Statuses of a subscription that is still running (paid, or being collected). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
];
