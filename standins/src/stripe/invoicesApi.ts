// The invoice endpoints: list, retrieve, pay now (`invoices.pay`, off-session unless told
// otherwise, with the same outcomes as Stripe's own attempts) and void; and the invoice
// payments that tie an invoice to its PaymentIntent.
import type { Route } from '../harness';
import { attemptInvoice } from './collection';
import { invalid, ok, stripeError } from './errors';
import { record, text, type Form } from './form';
import type { routesFor } from './http';
import { intentOf, voidInvoice } from './invoices';
import { unpaidInvoicesOf } from './lifecycle';
import { customersPaymentMethod, savedPaymentMethodOf } from './paymentMethods';
import { dropPendingUpdate } from './pendingUpdates';
import { clone, pendingInvoiceOf, type StripeState } from './state';
import type { Invoice } from './types';
import type { StripeEvent } from './webhooks';

const NO_PAYMENT_METHOD =
  'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.';

const REQUIRES_ACTION =
  'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice. For more details see: https://docs.stripe.com/billing/subscriptions/overview#requires-action';

function pay(state: StripeState, invoice: Invoice, form: Form) {
  if (invoice.status === 'paid') return invalid('Invoice is already paid');
  if (invoice.status !== 'open') {
    return invalid(`You can only pay an invoice that is open. This invoice is ${invoice.status}.`);
  }
  const subscription = state.subscriptions.get(invoice.parent.subscription_details.subscription);
  const events: StripeEvent[] = [];
  const asked = text(form, 'payment_method');
  let method = subscription ? savedPaymentMethodOf(state, subscription) : null;
  if (asked) {
    const found = customersPaymentMethod(state, invoice.customer, asked, 'payment_method');
    method = found.method;
    events.push(...found.events);
  }
  if (!method) return invalid(NO_PAYMENT_METHOD, undefined, { code: 'invoice_no_payment_method' });
  const { result, events: attempted } = attemptInvoice(state, invoice, method, 'manual');
  state.deliver([...events, ...attempted]);
  if (result.kind === 'declined') {
    return {
      status: 402,
      body: { error: { ...result.error, payment_intent: clone(intentOf(state, invoice)) } },
    };
  }
  if (result.kind === 'requires_action') {
    return stripeError(402, 'card_error', REQUIRES_ACTION, {
      code: 'invoice_payment_intent_requires_action',
      payment_intent: clone(intentOf(state, invoice)),
    });
  }
  return ok(state.render(invoice, form));
}

/** Voids an open invoice; a subscription it held past due or unpaid is active again. */
function voidOpen(state: StripeState, invoice: Invoice, form: Form) {
  if (invoice.status !== 'open') {
    return invalid(`You can only void an open invoice. This invoice is ${invoice.status}.`);
  }
  const subscription = state.subscriptions.get(invoice.parent.subscription_details.subscription);
  const events =
    subscription && pendingInvoiceOf(state, subscription.id) === invoice.id
      ? dropPendingUpdate(state, subscription)
      : voidInvoice(state, invoice);
  if (
    subscription &&
    (subscription.status === 'past_due' || subscription.status === 'unpaid') &&
    unpaidInvoicesOf(state, subscription).length === 0
  ) {
    const previous = { status: subscription.status };
    subscription.status = 'active';
    events.push(state.emit('customer.subscription.updated', subscription, previous));
  }
  state.deliver(events);
  return ok(state.render(invoice, form));
}

export function invoiceRoutes(state: StripeState, { api }: ReturnType<typeof routesFor>): Route[] {
  return [
    api('GET', '/v1/invoices', (_request, form) => {
      const customer = text(form, 'customer');
      const subscription = text(form, 'subscription');
      const status = text(form, 'status');
      const matching = [...state.invoices.values()].filter(
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!subscription || invoice.parent.subscription_details.subscription === subscription) &&
          (!status || invoice.status === status),
      );
      return ok(state.pageOf(matching, form, '/v1/invoices'));
    }),
    api('GET', '/v1/invoices/{id}', ({ params }, form) =>
      ok(state.render(state.get(state.invoices, 'invoice', params.id), form)),
    ),
    api('POST', '/v1/invoices/{id}/pay', ({ params }, form) =>
      pay(state, state.get(state.invoices, 'invoice', params.id), form),
    ),
    api('POST', '/v1/invoices/{id}/void', ({ params }, form) =>
      voidOpen(state, state.get(state.invoices, 'invoice', params.id), form),
    ),
    api('GET', '/v1/invoice_payments', (_request, form) => {
      const intent = text(record(form.payment), 'payment_intent');
      const invoice = text(form, 'invoice');
      const matching = [...state.invoicePayments.values()].filter(
        (candidate) =>
          (!intent || record(candidate.payment as Form[string]).payment_intent === intent) &&
          (!invoice || candidate.invoice === invoice),
      );
      return ok(state.pageOf(matching, form, '/v1/invoice_payments'));
    }),
  ];
}
