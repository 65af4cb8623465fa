// A subscription billed now: an invoice of its lines (after the prorations it carried from
// earlier changes), which Stripe then tries to collect from the saved card.
import { attemptInvoice, type ChargeResult } from './collection';
import { openInvoice, type InvoiceDraft } from './invoices';
import { savedPaymentMethodOf } from './paymentMethods';
import type { StripeState } from './state';
import type { Invoice, Subscription } from './types';
import type { StripeEvent } from './webhooks';

export function invoiceNow(
  state: StripeState,
  subscription: Subscription,
  draft: Omit<InvoiceDraft, 'subscription'>,
): { invoice: Invoice; events: StripeEvent[] } {
  const carried = state.pendingLines.get(subscription.id) ?? [];
  state.pendingLines.delete(subscription.id);
  return openInvoice(state, { ...draft, subscription, lines: [...carried, ...draft.lines] });
}

/** Stripe's own first attempt at a new invoice (none when it was paid at once: nothing due). */
export function collectNow(
  state: StripeState,
  subscription: Subscription,
  invoice: Invoice,
): { result: ChargeResult | null; events: StripeEvent[] } {
  if (invoice.status !== 'open') return { result: null, events: [] };
  return attemptInvoice(state, invoice, savedPaymentMethodOf(state, subscription), 'first');
}
