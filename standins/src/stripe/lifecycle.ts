// How a subscription ends (canceled, or expired before its first payment), and which of its
// invoices still hold its status back.
import { stopCollecting, voidInvoice } from './invoices';
import { pendingInvoiceOf, type StripeState } from './state';
import type { Invoice, Subscription } from './types';
import type { StripeEvent } from './webhooks';

export const LIVE_STATUSES = ['active', 'past_due', 'unpaid'] as const;

export const isLive = (subscription: Subscription) =>
  (LIVE_STATUSES as readonly string[]).includes(subscription.status);

export const isEnded = (subscription: Subscription) =>
  subscription.status === 'canceled' || subscription.status === 'incomplete_expired';

export const openInvoicesOf = (state: StripeState, subscription: Subscription): Invoice[] =>
  [...state.invoices.values()].filter(
    (invoice) =>
      invoice.status === 'open' &&
      invoice.parent.subscription_details.subscription === subscription.id,
  );

/** Open invoices that make a subscription past due (a pending update's invoice does not). */
export const unpaidInvoicesOf = (state: StripeState, subscription: Subscription): Invoice[] =>
  openInvoicesOf(state, subscription).filter(
    (invoice) =>
      invoice.id !== pendingInvoiceOf(state, subscription.id) &&
      invoice.billing_reason !== 'subscription_create',
  );

export type CancellationReason = 'cancellation_requested' | 'payment_failed' | null;

/**
 * Ends a subscription. An unpaid first invoice (and a pending update's invoice) is voided, so
 * its client secret can no longer pay; other open invoices stay open but Stripe stops
 * collecting them, as its cancel endpoint documents. A schedule managing it is canceled.
 */
export function endSubscription(
  state: StripeState,
  subscription: Subscription,
  status: 'canceled' | 'incomplete_expired',
  reason: CancellationReason = null,
): StripeEvent[] {
  const wasIncomplete = subscription.status === 'incomplete';
  const pendingInvoice = pendingInvoiceOf(state, subscription.id);
  subscription.status = status;
  subscription.ended_at = state.now();
  subscription.canceled_at ??= state.now();
  subscription.cancellation_details = { comment: null, feedback: null, reason };
  subscription.pending_update = null;
  state.pendingChanges.delete(subscription.id);
  state.pendingLines.delete(subscription.id);
  const events = [state.emit('customer.subscription.deleted', subscription)];
  for (const invoice of openInvoicesOf(state, subscription)) {
    if (wasIncomplete || invoice.id === pendingInvoice) events.push(...voidInvoice(state, invoice));
    else stopCollecting(state, invoice);
  }
  const schedule = state.schedules.get(subscription.schedule ?? '');
  if (schedule && (schedule.status === 'active' || schedule.status === 'not_started')) {
    schedule.status = 'canceled';
    schedule.canceled_at = state.now();
    schedule.current_phase = null;
    events.push(state.emit('subscription_schedule.canceled', schedule));
  }
  return events;
}
