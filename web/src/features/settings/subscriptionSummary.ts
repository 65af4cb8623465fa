// What the settings page says about the user's plan, from the user document the server keeps
// in step with Stripe.
import { planLabel, TIER_KEEPING_STATUSES, type BillingPeriod, type User } from '@pomoplan/domain';

export type SubscriptionSummary =
  | { kind: 'free'; plan: string }
  /** A paid tier that no subscription of this user pays for (an admin granted it). */
  | { kind: 'granted'; plan: string }
  | {
      kind: 'subscription';
      plan: string;
      period: BillingPeriod;
      /** Renews on this date, or (cancelling) ends on it. */
      periodEnd: Date;
      cancelling: boolean;
    };

export function subscriptionSummary(
  user: Pick<User, 'subscriptionTier' | 'tierSource' | 'billing'>,
): SubscriptionSummary {
  const plan = planLabel(user.subscriptionTier);
  const { billing } = user;
  const paying =
    billing !== null &&
    user.tierSource === 'subscription' &&
    billing.tier === user.subscriptionTier &&
    TIER_KEEPING_STATUSES.includes(billing.status);
  if (paying) {
    return {
      kind: 'subscription',
      plan,
      period: billing.period,
      periodEnd: billing.currentPeriodEnd,
      cancelling: billing.cancelAtPeriodEnd,
    };
  }
  return user.subscriptionTier === 'free' ? { kind: 'free', plan } : { kind: 'granted', plan };
}

export const otherPeriod = (period: BillingPeriod): BillingPeriod =>
  period === 'monthly' ? 'yearly' : 'monthly';
