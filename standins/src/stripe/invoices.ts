// Invoices of subscriptions: their lines, the PaymentIntent that collects each one and its
// invoice payment, and the moves an invoice makes (finalized, paid, void). What those moves do
// to the subscription is stripe/collection.ts's job.
import { randomBytes } from 'node:crypto';
import type { StripeState } from './state';
import type { Invoice, LineDraft, LineItem, PaymentIntent, Subscription } from './types';
import type { StripeEvent } from './webhooks';

const money = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The text of the line that bills a price for a whole period, as Stripe writes it. */
export function periodDescription(state: StripeState, draft: Pick<LineDraft, 'price'>): string {
  const { price } = draft;
  const product = String(state.products.get(price.product)?.name ?? price.product);
  const { interval, interval_count } = price.recurring;
  const every = interval_count === 1 ? interval : `${interval_count} ${interval}s`;
  return `1 × ${product} (at ${money(price.unit_amount, price.currency)} / ${every})`;
}

export function productName(state: StripeState, product: string): string {
  return String(state.products.get(product)?.name ?? product);
}

/** The line a draft becomes on an invoice (or on a preview, `invoice` null). */
export function lineItemOf(
  state: StripeState,
  draft: LineDraft,
  subscription: string,
  invoice: string | null,
): LineItem {
  return {
    id: invoice ? state.id('il') : state.id('il_tmp'),
    object: 'line_item',
    amount: draft.amount,
    currency: draft.price.currency,
    description: draft.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: draft.proration ? state.id('ii') : null,
        proration: draft.proration,
        proration_details: { credited_items: null },
        subscription,
        subscription_item: draft.subscriptionItem,
      },
    },
    period: { ...draft.period },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: draft.price.id, product: draft.price.product },
      unit_amount_decimal: String(draft.price.unit_amount),
    },
    quantity: 1,
    subtotal: draft.amount,
    taxes: [],
  };
}

export interface InvoiceDraft {
  subscription: Subscription;
  lines: LineDraft[];
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  /** The period the invoice looks back on (renewals: the one that just ended). */
  period?: { start: number; end: number };
  prorationDate?: number;
}

/** The invoice object of a draft, with no id of Stripe's own yet (previews show it as is). */
export function invoiceOf(state: StripeState, draft: InvoiceDraft, invoiceId: string): Invoice {
  const { subscription } = draft;
  const total = draft.lines.reduce((sum, line) => sum + line.amount, 0);
  // A negative total is credited to the customer's balance; nothing is due.
  const due = Math.max(0, total);
  const at = state.now();
  const lines = draft.lines.map((line) =>
    lineItemOf(state, line, subscription.id, invoiceId.startsWith('in_') ? invoiceId : null),
  );
  return {
    id: invoiceId,
    object: 'invoice',
    customer: subscription.customer,
    status: 'draft',
    amount_due: due,
    amount_paid: 0,
    amount_remaining: due,
    amount_overpaid: 0,
    subtotal: total,
    total,
    currency: subscription.items.data[0]?.price.currency ?? 'usd',
    billing_reason: draft.reason,
    collection_method: 'charge_automatically',
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    next_payment_attempt: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    number: null,
    description: null,
    default_payment_method: null,
    metadata: {},
    created: at,
    effective_at: null,
    livemode: false,
    period_start: draft.period?.start ?? at,
    period_end: draft.period?.end ?? at,
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${invoiceId}/lines`,
    },
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: subscription.id,
        metadata: { ...subscription.metadata },
        ...(draft.prorationDate !== undefined
          ? { subscription_proration_date: draft.prorationDate }
          : {}),
      },
    },
    status_transitions: {
      finalized_at: null,
      paid_at: null,
      voided_at: null,
      marked_uncollectible_at: null,
    },
  };
}

function numberFor(state: StripeState, customer: string): string {
  const count = [...state.invoices.values()].filter((i) => i.customer === customer).length;
  return `${customer.slice(4, 12).toUpperCase()}-${String(count + 1).padStart(4, '0')}`;
}

export const intentOf = (state: StripeState, invoice: Invoice): PaymentIntent | undefined =>
  state.paymentIntents.get(state.intentOfInvoice.get(invoice.id) ?? '');

function openIntent(state: StripeState, invoice: Invoice): PaymentIntent {
  const intentId = state.id('pi');
  const intent: PaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount: invoice.amount_due,
    currency: invoice.currency,
    status: 'requires_payment_method',
    client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
    customer: invoice.customer,
    description: `Subscription ${invoice.billing_reason === 'subscription_create' ? 'creation' : 'update'}`,
    payment_method_types: ['card'],
    setup_future_usage: 'off_session',
    metadata: {},
    created: state.now(),
    livemode: false,
    payment_method: null,
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
    cancellation_reason: null,
  };
  state.paymentIntents.set(intentId, intent);
  state.intentOfInvoice.set(invoice.id, intentId);
  state.invoiceOfIntent.set(intentId, invoice.id);
  const payment = {
    id: state.id('inpay'),
    object: 'invoice_payment',
    invoice: invoice.id,
    amount_paid: null,
    amount_requested: invoice.amount_due,
    currency: invoice.currency,
    is_default: true,
    livemode: false,
    status: 'open',
    payment: { type: 'payment_intent', payment_intent: intentId },
    status_transitions: { canceled_at: null, paid_at: null },
    created: state.now(),
  };
  state.invoicePayments.set(payment.id, payment);
  return intent;
}

/**
 * Finalizes a new invoice of the subscription (its latest now): open with a PaymentIntent to
 * collect it, or paid at once when nothing is due.
 */
export function openInvoice(
  state: StripeState,
  draft: InvoiceDraft,
  id = state.id('in'),
): { invoice: Invoice; events: StripeEvent[] } {
  const invoice = invoiceOf(state, draft, id);
  invoice.status = 'open';
  invoice.number = numberFor(state, invoice.customer);
  invoice.effective_at = invoice.created;
  invoice.status_transitions.finalized_at = invoice.created;
  invoice.hosted_invoice_url = `${state.origin}/i/${invoice.id}`;
  state.invoices.set(invoice.id, invoice);
  draft.subscription.latest_invoice = invoice.id;
  if (invoice.amount_due > 0) openIntent(state, invoice);
  const events = [state.emit('invoice.finalized', invoice)];
  if (invoice.amount_due === 0) events.push(...markPaid(state, invoice));
  return { invoice, events };
}

const paymentsOf = (state: StripeState, invoice: Invoice) =>
  [...state.invoicePayments.values()].filter((payment) => payment.invoice === invoice.id);

export function markPaid(state: StripeState, invoice: Invoice): StripeEvent[] {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = state.now();
  state.dunning.delete(invoice.id);
  for (const payment of paymentsOf(state, invoice)) {
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    payment.status_transitions = { canceled_at: null, paid_at: state.now() };
  }
  return [state.emit('invoice.paid', invoice), state.emit('invoice.payment_succeeded', invoice)];
}

/** Voids an open invoice; its PaymentIntent is canceled, so its client secret pays no more. */
export function voidInvoice(state: StripeState, invoice: Invoice): StripeEvent[] {
  invoice.status = 'void';
  invoice.next_payment_attempt = null;
  invoice.auto_advance = false;
  invoice.status_transitions.voided_at = state.now();
  state.dunning.delete(invoice.id);
  const events = [state.emit('invoice.voided', invoice)];
  const intent = intentOf(state, invoice);
  if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled') {
    intent.status = 'canceled';
    intent.canceled_at = state.now();
    intent.cancellation_reason = 'void_invoice';
    intent.next_action = null;
    events.push(state.emit('payment_intent.canceled', intent));
  }
  for (const payment of paymentsOf(state, invoice)) {
    payment.status = 'canceled';
    payment.status_transitions = { canceled_at: state.now(), paid_at: null };
  }
  return events;
}

/** Stops Stripe's own attempts to collect an invoice (it stays open, payable by hand). */
export function stopCollecting(state: StripeState, invoice: Invoice) {
  invoice.next_payment_attempt = null;
  invoice.auto_advance = false;
  state.dunning.delete(invoice.id);
}
