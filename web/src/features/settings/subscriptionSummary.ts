// What the settings page says about the user's plan, from the user document the server keeps
// in step with Stripe.
import {
  isPaidTier,
  planLabel,
  TIER_KEEPING_STATUSES,
  type BillingPeriod,
  type Tier,
  type User,
} from '@pomoplan/domain';
import { longDate } from '../../ui/formatting';

export type SubscriptionSummary =
  | { kind: 'free'; plan: string }
  /** A paid tier that no subscription of this user pays for (an admin granted it). */
  | { kind: 'granted'; plan: string }
  | {
      kind: 'subscription';
      tier: Exclude<Tier, 'free'>;
      plan: string;
      period: BillingPeriod;
      /** Renews on this date, or (cancelling) ends on it. */
      periodEnd: Date;
      cancelling: boolean;
      /** A plan or period planned for the period end. */
      pendingChange: { tier: Tier; period: BillingPeriod; at: Date } | null;
      /**
       * A renewal Stripe could not charge (past_due): the tier stays while Stripe retries.
       * `confirm`: the bank asks the cardholder to confirm it rather than declining it.
       */
      paymentFailed: { retryAt: Date | null; confirm: boolean } | null;
    }
  /** The renewal could not be charged and the tier dropped to free; `plan` is the one that ended. */
  | { kind: 'ended'; plan: string };

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
  if (paying && isPaidTier(billing.tier)) {
    const pending = billing.pendingChange;
    return {
      kind: 'subscription',
      tier: billing.tier,
      plan,
      period: billing.period,
      periodEnd: billing.currentPeriodEnd,
      cancelling: billing.cancelAtPeriodEnd,
      pendingChange: pending && {
        tier: pending.tier,
        period: pending.period,
        at: pending.effectiveAt,
      },
      paymentFailed:
        billing.status === 'past_due'
          ? {
              retryAt: billing.paymentIssue?.nextAttemptAt ?? null,
              confirm: billing.paymentIssue?.kind === 'action_required',
            }
          : null,
    };
  }
  const endedUnpaid =
    billing !== null &&
    user.tierSource !== 'admin' &&
    (billing.status === 'unpaid' ||
      (billing.status === 'canceled' && billing.paymentIssue !== null));
  if (endedUnpaid) return { kind: 'ended', plan: planLabel(billing.tier) };
  return user.subscriptionTier === 'free' ? { kind: 'free', plan } : { kind: 'granted', plan };
}

function paymentFailedText(failed: { retryAt: Date | null; confirm: boolean }): string {
  if (failed.confirm) return "Payment waiting for your bank's confirmation";
  return failed.retryAt
    ? `Payment failed — Stripe will retry on ${longDate(failed.retryAt)}`
    : 'Payment failed — update your card in the billing portal';
}

/** The lines under the plan's name. */
export function planDetails(summary: SubscriptionSummary): string[] {
  switch (summary.kind) {
    case 'free':
      return [];
    case 'granted':
      return ['Granted by an administrator'];
    case 'ended':
      return [
        'Ended: the renewal could not be charged',
        "You're on the Free Plan until the payment goes through.",
      ];
    case 'subscription': {
      const { paymentFailed, pendingChange } = summary;
      const state = paymentFailed
        ? paymentFailedText(paymentFailed)
        : summary.cancelling
          ? `Ends on ${longDate(summary.periodEnd)}`
          : `Renews on ${longDate(summary.periodEnd)}`;
      const lines = [`Billed ${summary.period} · ${state}`];
      if (pendingChange && !summary.cancelling) {
        lines.push(
          pendingChange.tier === summary.tier
            ? `Moves to ${pendingChange.period} billing on ${longDate(pendingChange.at)}`
            : `Moves to the ${planLabel(pendingChange.tier)} on ${longDate(pendingChange.at)}`,
        );
      }
      return lines;
    }
  }
}

export const otherPeriod = (period: BillingPeriod): BillingPeriod =>
  period === 'monthly' ? 'yearly' : 'monthly';
