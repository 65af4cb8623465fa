// The plan-change dialog's words: the price before the click, the outcome after it, and the
// server's reasons when it refused. Amounts are US dollars with cents, dates in long form.
import { planLabel, type PlanChangePreview, type PlanChangeResult } from '@pomoplan/domain';
import { ApiError } from '../../api/client';
import { formatUsd, longDate, perPeriod } from '../../ui/formatting';
import type { NameOf, PlanChange, RunningSubscription } from './planChange';

export interface PreviewText {
  /** The money line: what is charged today. */
  headline: string;
  lines: string[];
}

/** What the change costs, as the server priced it (its timing wins over the page's guess). */
export function previewText(change: PlanChange, preview: PlanChangePreview): PreviewText {
  const price = `${formatUsd(preview.nextRenewalAmount)} ${perPeriod(preview.billing)}`;
  if (preview.timing === 'now') {
    const starts =
      change.kind === 'to_yearly'
        ? 'Yearly billing starts today'
        : `The ${planLabel(preview.tier)} starts today`;
    return {
      headline: `Charged today: ${formatUsd(preview.amountDueToday)}`,
      lines: [
        `Then ${price} from ${longDate(preview.nextRenewalAt)}`,
        `${starts}; the unused part of the current period is credited.`,
      ],
    };
  }
  const headline = 'Nothing is charged today.';
  if (preview.tier === 'free') {
    return {
      headline,
      lines: [
        `Your ${planLabel(change.from.tier)} ends on ${longDate(preview.effectiveAt)}; you move to the Free Plan then.`,
      ],
    };
  }
  const keep =
    preview.tier === change.from.tier
      ? `You keep ${change.from.period} billing until then.`
      : `You keep the ${planLabel(change.from.tier)} until then.`;
  return { headline, lines: [`From ${longDate(preview.effectiveAt)}: ${price}`, keep] };
}

export type OutcomeText =
  | {
      kind: 'applied';
      title: string;
      /** "We charged $12.34 to your card." when something was. */
      charged: string | null;
      /** The features the new plan unlocks (a move up a tier only). */
      unlocked: readonly string[];
      renewal: string;
      receipt: string | null;
    }
  | { kind: 'message'; title: string; text: string };

export interface AppliedFacts {
  preview: PlanChangePreview;
  result: Pick<PlanChangeResult, 'billing'>;
  /** US dollars charged for the change; null when nothing was. */
  charged: number | null;
  email: string | null;
  /** The new plan's features, from the plans config. */
  features: readonly string[];
}

export function appliedText(change: PlanChange, facts: AppliedFacts): OutcomeText {
  const { preview, result, charged, email } = facts;
  const renewalAt = result.billing?.currentPeriodEnd ?? preview.nextRenewalAt;
  const paid = charged !== null && charged > 0;
  return {
    kind: 'applied',
    title:
      change.tier === change.from.tier
        ? `You're now billed ${change.billing}`
        : `You're now on the ${planLabel(change.tier)}`,
    charged: paid ? `We charged ${formatUsd(charged)} to your card.` : null,
    unlocked: change.kind === 'upgrade' ? facts.features : [],
    renewal: `Next renewal: ${longDate(renewalAt)}, ${formatUsd(preview.nextRenewalAmount)} ${perPeriod(preview.billing)}.`,
    receipt: paid && email ? `A receipt is on its way to ${email}.` : null,
  };
}

export function scheduledText(
  change: PlanChange,
  preview: PlanChangePreview,
  result: Pick<PlanChangeResult, 'billing'>,
  nameOf: NameOf,
): OutcomeText {
  const at = longDate(result.billing?.pendingChange?.effectiveAt ?? preview.effectiveAt);
  const moves =
    change.tier === change.from.tier
      ? `Your billing moves to ${change.billing} on ${at}.`
      : `Your plan moves to ${nameOf(change.tier)} on ${at}.`;
  return {
    kind: 'message',
    title: 'Plan change scheduled',
    text: `${moves} Nothing is charged today.`,
  };
}

export const UNCHANGED_TEXT: OutcomeText = {
  kind: 'message',
  title: 'Nothing changed',
  text: 'Your plan was already set up this way.',
};

/** The bank confirmed the payment, but the server has not recorded it yet. */
export const CONFIRMATION_PENDING_TEXT: OutcomeText = {
  kind: 'message',
  title: 'Payment received',
  text: 'Your payment was received, but your plan is not updated yet. Please refresh the page in a moment.',
};

/** After a planned change or a cancellation was taken back. */
export function resumedText(
  subscription: Pick<RunningSubscription, 'tier' | 'period' | 'scheduled'>,
): string {
  return subscription.scheduled?.tier === subscription.tier
    ? `Your ${subscription.period} billing continues as before.`
    : `Your ${planLabel(subscription.tier)} continues as before.`;
}

const TRY_AGAIN = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The server's own sentence for a refusal (a 4xx with `{message}`), such as the bank's reason
 * for a declined card; null for anything else, which must not reach users as a raw body.
 */
function serverSentence(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const message = error.serverMessage.trim();
  return message && message !== error.body.trim() ? message : null;
}

/** Why a change did not go through; the dialog adds that the plan is unchanged. */
export function changeFailure(error: unknown): string {
  return serverSentence(error) ?? TRY_AGAIN;
}

/** Why the price could not be shown (409: no running subscription; 400: that plan already). */
export function previewFailure(error: unknown): string {
  return serverSentence(error) ?? TRY_AGAIN;
}

/**
 * A change refused because its preview is too old to charge at that price: the dialog fetches
 * a fresh preview instead of showing an error.
 */
export function isExpiredPreview(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    /preview|proration/i.test(error.serverMessage)
  );
}
