// What a subscriber can do on each plan card, and the words of each change. The server decides
// the same way (a move up applies now and is charged, a move down waits for the period end);
// the page only says it before the click.
import {
  isPaidTier,
  LIVE_STATUSES,
  TIERS,
  type BillingPeriod,
  type SubscriptionStatus,
  type Tier,
  type UpgradeSubscription,
  type User,
} from '@pomoplan/domain';

type PaidTier = Exclude<Tier, 'free'>;

/** A plan or a billing period planned for the end of the period (a cancellation included). */
export interface ScheduledChange {
  tier: Tier;
  period: BillingPeriod;
  at: Date;
}

/** The user's Stripe subscription while it runs (paid, or being collected). */
export interface RunningSubscription {
  tier: PaidTier;
  period: BillingPeriod;
  status: SubscriptionStatus;
  periodEnd: Date;
  scheduled: ScheduledChange | null;
}

/**
 * The running subscription, or null for a user who has none (free, ended, or not paid yet):
 * such a user goes through checkout. An `unpaid` subscription still runs: Stripe holds its
 * invoice, and the server refuses a second subscription.
 */
export function runningSubscription(
  user: Pick<User, 'billing'> | undefined,
): RunningSubscription | null {
  const billing = user?.billing;
  if (!billing || !isPaidTier(billing.tier) || !LIVE_STATUSES.includes(billing.status)) {
    return null;
  }
  // A cancellation ends the subscription whatever else was planned.
  const scheduled: ScheduledChange | null = billing.cancelAtPeriodEnd
    ? { tier: 'free', period: billing.period, at: billing.currentPeriodEnd }
    : billing.pendingChange && {
        tier: billing.pendingChange.tier,
        period: billing.pendingChange.period,
        at: billing.pendingChange.effectiveAt,
      };
  return {
    tier: billing.tier,
    period: billing.period,
    status: billing.status,
    periodEnd: billing.currentPeriodEnd,
    scheduled,
  };
}

export type ChangeKind = 'upgrade' | 'downgrade' | 'to_yearly' | 'to_monthly';

/** One change away from the current plan, as the dialog and the server take it. */
export interface PlanChange {
  from: { tier: PaidTier; period: BillingPeriod };
  tier: Tier;
  /** The period to bill; for Free, the current one (the server ignores it). */
  billing: BillingPeriod;
  kind: ChangeKind;
}

const rank = (tier: Tier) => TIERS.indexOf(tier);

/** Whether a change applies (and is charged) now rather than at the end of the period. */
export function appliesNow(kind: ChangeKind): boolean {
  return kind === 'upgrade' || kind === 'to_yearly';
}

/** The change from `from` to a plan, or null when that plan is the current one. */
export function planChange(
  from: PlanChange['from'],
  tier: Tier,
  billing: BillingPeriod,
): PlanChange | null {
  if (rank(tier) > rank(from.tier)) return { from, tier, billing, kind: 'upgrade' };
  if (rank(tier) < rank(from.tier)) {
    return { from, tier, billing: tier === 'free' ? from.period : billing, kind: 'downgrade' };
  }
  if (billing === from.period) return null;
  return { from, tier, billing, kind: billing === 'yearly' ? 'to_yearly' : 'to_monthly' };
}

/** What a plan card offers a subscriber. */
export type CardAction =
  | { kind: 'current' }
  /** The current plan while a change is planned: taking that change back. */
  | { kind: 'keep' }
  /** The plan a planned change moves to. */
  | { kind: 'scheduled'; at: Date }
  | { kind: 'change'; change: PlanChange };

export function cardAction(
  subscription: RunningSubscription,
  tier: Tier,
  billing: BillingPeriod,
): CardAction {
  const { scheduled } = subscription;
  // Free has no period: it is the target whichever period the toggle shows.
  if (scheduled && scheduled.tier === tier && (tier === 'free' || scheduled.period === billing)) {
    return { kind: 'scheduled', at: scheduled.at };
  }
  const from = { tier: subscription.tier, period: subscription.period };
  const change = planChange(from, tier, billing);
  if (!change) return scheduled ? { kind: 'keep' } : { kind: 'current' };
  return { kind: 'change', change };
}

/** A plan's short name ("Pro"), from the plans config the page shows. */
export type NameOf = (tier: Tier) => string;

/** The card button: it says what happens, and when. */
export function cardLabel(change: PlanChange, nameOf: NameOf): string {
  switch (change.kind) {
    case 'upgrade':
      return `Upgrade to ${nameOf(change.tier)}`;
    case 'downgrade':
      return `Move to ${nameOf(change.tier)} at the end of the period`;
    case 'to_yearly':
      return 'Switch to yearly';
    case 'to_monthly':
      return 'Switch to monthly at the end of the period';
  }
}

/** The dialog's confirm button. */
export function confirmLabel(change: PlanChange, nameOf: NameOf): string {
  switch (change.kind) {
    case 'upgrade':
      return `Upgrade to ${nameOf(change.tier)}`;
    case 'downgrade':
      return `Move to ${nameOf(change.tier)}`;
    case 'to_yearly':
      return 'Switch to yearly';
    case 'to_monthly':
      return 'Switch to monthly';
  }
}

/** The dialog's title. */
export function dialogTitle(change: PlanChange, nameOf: NameOf): string {
  switch (change.kind) {
    case 'upgrade':
    case 'downgrade':
      return `${confirmLabel(change, nameOf)}?`;
    case 'to_yearly':
      return 'Switch to yearly billing?';
    case 'to_monthly':
      return 'Switch to monthly billing?';
  }
}

/** The button that takes back a planned change: the plan, or the period when only it changes. */
export function keepLabel(
  subscription: Pick<RunningSubscription, 'tier' | 'period' | 'scheduled'>,
  nameOf: NameOf,
): string {
  if (subscription.scheduled?.tier === subscription.tier) {
    return `Keep ${subscription.period} billing`;
  }
  return `Keep ${nameOf(subscription.tier)}`;
}

/** The body of POST /api/upgrade-subscription for a change priced by a preview. */
export function changeRequest(
  change: PlanChange,
  prorationDate: number | null,
): UpgradeSubscription {
  if (change.tier === 'free') return { tier: 'free' };
  return {
    tier: change.tier,
    billing: change.billing,
    ...(prorationDate !== null && { prorationDate }),
  };
}

/** The body that takes back a planned change or a cancellation. */
export function resumeRequest(
  subscription: Pick<RunningSubscription, 'tier' | 'period'>,
): UpgradeSubscription {
  return { tier: subscription.tier, billing: subscription.period, resume: true };
}
