// The Subscriptions tab's account of a user's Stripe subscription: its status with any unpaid
// renewal, and a change planned for the period end.
import { TIER_NAMES, type Billing } from '@pomoplan/domain';
import { formatDate } from './format';

type BillingView = Pick<
  Billing,
  'status' | 'period' | 'cancelAtPeriodEnd' | 'pendingChange' | 'paymentIssue'
>;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "past_due: payment failed, 2 attempts, next on Jan 5, 2027", or "active (yearly)". */
export function billingStatus(billing: BillingView): string {
  const { status, period, cancelAtPeriodEnd, paymentIssue: issue } = billing;
  const cancels = cancelAtPeriodEnd ? ', cancels at period end' : '';
  if (!issue) return `${status} (${period})${cancels}`;
  const what = issue.kind === 'action_required' ? 'bank authentication needed' : 'payment failed';
  // Attempts and the next one matter while Stripe still retries.
  const retry = issue.nextAttemptAt
    ? `, ${plural(issue.attempts, 'attempt')}, next on ${formatDate(issue.nextAttemptAt)}`
    : '';
  return `${status}: ${what}${retry}${cancels}`;
}

/** "→ Pro (monthly) on Jan 15, 2027", or null when nothing is planned. */
export function scheduledChange(billing: Pick<Billing, 'pendingChange'>): string | null {
  const change = billing.pendingChange;
  if (!change) return null;
  return `→ ${TIER_NAMES[change.tier]} (${change.period}) on ${formatDate(change.effectiveAt)}`;
}
