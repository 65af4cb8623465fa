// The words of the banner a payment problem puts on every signed-in page: what happened, what
// it means for the plan, and the one thing to do about it.
import { planLabel, type Billing } from '@pomoplan/domain';
import { formatUsd, longDate } from '../../ui/formatting';
import { hasPaymentProblem } from './paymentProblem';

export type BannerAction =
  /** Stripe's billing portal, where the card is updated (an unpaid renewal is then paid). */
  | { kind: 'portal'; label: 'Update card' }
  /** Stripe's page for the invoice, where the bank's authentication happens. */
  | { kind: 'pay'; label: 'Confirm payment'; url: string };

export interface PaymentBanner {
  title: string;
  text: string;
  /** The bank's reason for the refusal, as Stripe words it. */
  reason: string | null;
  action: BannerAction;
}

const UPDATE_CARD: BannerAction = { kind: 'portal', label: 'Update card' };

/** Only a web page may be opened from the user document (never a javascript: URL). */
function webUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The banner for the user's billing, or null when payments are in order. */
export function paymentBanner(billing: Billing | null | undefined): PaymentBanner | null {
  if (!billing) return null;
  if (!hasPaymentProblem(billing)) return null;
  const issue = billing.paymentIssue;
  const plan = planLabel(billing.tier);
  // unpaid: Stripe gave up and the tier dropped; canceled only counts with an unpaid renewal.
  const ended = billing.status === 'unpaid' || (billing.status === 'canceled' && issue !== null);

  const charge = issue ? `${formatUsd(issue.amountDue)} for your ${plan}` : `your ${plan}`;
  const comesBack = 'Your plan comes back as soon as the payment goes through.';
  const reason = issue?.reason ?? null;

  if (issue?.kind === 'action_required') {
    const url = webUrl(issue.payUrl);
    return {
      title: 'Your bank asks you to confirm a payment',
      text: `Confirm the payment of ${formatUsd(issue.amountDue)} for your ${plan}.${ended ? ` ${comesBack}` : ''}`,
      reason,
      // Without Stripe's page for the invoice, the portal still takes a card that pays it.
      action: url ? { kind: 'pay', label: 'Confirm payment', url } : UPDATE_CARD,
    };
  }
  if (ended) {
    return {
      title: `Your payment failed and your ${plan} has ended`,
      text: `We couldn't charge ${charge}. ${comesBack}`,
      reason,
      action: UPDATE_CARD,
    };
  }
  const retry = issue?.nextAttemptAt
    ? ` Stripe will try again on ${longDate(issue.nextAttemptAt)}.`
    : '';
  return {
    title: 'Your payment failed: update your card',
    text: `We couldn't charge ${charge}.${retry}`,
    reason,
    action: UPDATE_CARD,
  };
}
