// Pending updates (`payment_behavior: pending_if_incomplete`): a change that waits for its
// invoice to be paid, applied then, or dropped (its invoice voided) after 23 hours.
import { mergeMetadata, record, type FormValue } from './form';
import { voidInvoice } from './invoices';
import { clone, type StripeState } from './state';
import type { PendingUpdate, Subscription, SubscriptionItem } from './types';
import type { StripeEvent } from './webhooks';

/** How long Stripe keeps a pending update waiting for its payment. */
export const PENDING_UPDATE_SECONDS = 23 * 60 * 60;

/**
 * The parameters a pending update can carry. `metadata` came with API version
 * 2026-05-27.dahlia and `cancel_at_period_end` with 2026-09-30.endive (this stand-in answers
 * 2026-10-28.endive); anything else is refused with pending_if_incomplete.
 */
export const PENDING_UPDATE_PARAMS = [
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'metadata',
  'cancel_at_period_end',
];

/**
 * Stages a change that waits for `invoice` to be paid. It stays out of the subscription while
 * Stripe first tries the invoice: paid at once, the change just applies.
 */
export function stagePendingUpdate(
  state: StripeState,
  subscription: Subscription,
  change: {
    items: SubscriptionItem[];
    metadata: FormValue | undefined;
    cancelAtPeriodEnd: boolean | undefined;
    invoice: string;
  },
) {
  const metadata = Object.entries(record(change.metadata)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const update: PendingUpdate = {
    billing_cycle_anchor: null,
    cancel_at_period_end: change.cancelAtPeriodEnd ?? null,
    discount: null,
    discounts: null,
    expires_at: state.now() + PENDING_UPDATE_SECONDS,
    metadata: change.metadata === undefined ? null : Object.fromEntries(metadata),
    subscription_items: clone(change.items),
    trial_end: null,
    trial_from_plan: null,
  };
  state.pendingChanges.set(subscription.id, { invoice: change.invoice, update });
}

/** The staged change becomes the subscription's `pending_update` (its payment failed). */
export function showPendingUpdate(state: StripeState, subscription: Subscription) {
  const staged = state.pendingChanges.get(subscription.id);
  if (staged) subscription.pending_update = clone(staged.update);
}

/** Applies a subscription's pending update; answers the attributes it changed, as they were. */
export function applyPendingUpdate(
  state: StripeState,
  subscription: Subscription,
): Record<string, unknown> {
  const staged = state.pendingChanges.get(subscription.id);
  if (!staged) return {};
  const { update } = staged;
  const previous: Record<string, unknown> = { items: clone(subscription.items) };
  if (subscription.pending_update) previous.pending_update = subscription.pending_update;
  subscription.items.data = clone(update.subscription_items);
  if (update.metadata) {
    previous.metadata = subscription.metadata;
    subscription.metadata = mergeMetadata(subscription.metadata, update.metadata);
  }
  const cancel = update.cancel_at_period_end;
  if (cancel !== null && cancel !== subscription.cancel_at_period_end) {
    previous.cancel_at_period_end = subscription.cancel_at_period_end;
    subscription.cancel_at_period_end = cancel;
    subscription.canceled_at = cancel ? state.now() : null;
  }
  subscription.pending_update = null;
  state.pendingChanges.delete(subscription.id);
  return previous;
}

/** Drops a pending update (expired, or replaced by a newer change): its invoice is voided. */
export function dropPendingUpdate(state: StripeState, subscription: Subscription): StripeEvent[] {
  const staged = state.pendingChanges.get(subscription.id);
  if (!staged) return [];
  const shown = subscription.pending_update;
  const invoice = state.invoices.get(staged.invoice);
  subscription.pending_update = null;
  state.pendingChanges.delete(subscription.id);
  const events = invoice?.status === 'open' ? voidInvoice(state, invoice) : [];
  if (shown) {
    events.push(
      state.emit('customer.subscription.updated', subscription, { pending_update: shown }),
    );
  }
  return events;
}
