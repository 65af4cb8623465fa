// The hosted invoice page (an invoice's `hosted_invoice_url`): the amount due and the way to
// pay it, the bank's authentication step for a payment that needs it, or a card form.
import type { Route, StandinRequest } from '../harness';
import { AUTHENTICATION_FAILED_MESSAGE } from './cards';
import { authenticate, payOnSession } from './collection';
import { intentOf } from './invoices';
import { createPaymentMethod } from './paymentMethods';
import { cardForm, cardOf, escape, money, page, type Notice } from './pageKit';
import type { StripeState } from './state';
import type { Invoice } from './types';

function invoicePage(state: StripeState, invoice: Invoice, notice?: Notice) {
  const title = `Invoice ${invoice.number ?? invoice.id}`;
  const action = `/i/${invoice.id}`;
  if (invoice.status === 'paid') {
    const paid = money(invoice.amount_paid, invoice.currency);
    return page(title, `<p>Amount paid: ${paid}</p><p>This invoice is paid.</p>`, notice);
  }
  if (invoice.status !== 'open') {
    return page(title, `<p>This invoice is ${escape(invoice.status)}: nothing to pay.</p>`, notice);
  }
  const due = `<p>Amount due: ${money(invoice.amount_remaining, invoice.currency)}</p>`;
  const intent = intentOf(state, invoice);
  if (intent?.status === 'requires_action') {
    return page(
      title,
      `${due}<h2>Authenticate payment</h2><p>Your bank asks you to confirm this payment (3-D Secure test page of the local Stripe stand-in).</p>` +
        `<form method="post" action="${action}/authenticate">` +
        `<button type="submit" name="outcome" value="complete">Complete authentication</button> ` +
        `<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button></form>`,
      notice,
    );
  }
  return page(title, `${due}<h2>Pay with card</h2>${cardForm(`${action}/pay`, 'Pay')}`, notice);
}

function pay(state: StripeState, invoice: Invoice, body: unknown): Notice | undefined {
  const intent = intentOf(state, invoice);
  if (invoice.status !== 'open' || !intent) return undefined;
  const method = createPaymentMethod(state, cardOf(body));
  const { result, events } = payOnSession(state, intent, method);
  state.deliver(events);
  if (result.kind === 'declined') return { kind: 'alert', text: String(result.error.message) };
  if (result.kind === 'succeeded')
    return { kind: 'status', text: 'Thank you: the invoice is paid.' };
  return undefined;
}

function completeAuthentication(
  state: StripeState,
  invoice: Invoice,
  body: unknown,
): Notice | undefined {
  const intent = intentOf(state, invoice);
  if (intent?.status !== 'requires_action') return undefined;
  const outcome = (body as { outcome?: unknown } | undefined)?.outcome;
  const answer = outcome === 'complete' ? 'complete' : 'fail';
  state.deliver(authenticate(state, intent, answer));
  return answer === 'complete'
    ? { kind: 'status', text: 'Thank you: the invoice is paid.' }
    : { kind: 'alert', text: AUTHENTICATION_FAILED_MESSAGE };
}

export function invoicePageRoutes(state: StripeState): Route[] {
  const invoiceOf = (request: StandinRequest) => state.invoices.get(request.params.id ?? '');
  const unknown = { status: 404, body: 'This invoice does not exist.' };
  return [
    {
      method: 'GET',
      path: '/i/{id}',
      handle: (request) => {
        const invoice = invoiceOf(request);
        return invoice ? invoicePage(state, invoice) : unknown;
      },
    },
    {
      method: 'POST',
      path: '/i/{id}/pay',
      handle: (request) => {
        const invoice = invoiceOf(request);
        if (!invoice) return unknown;
        return invoicePage(state, invoice, pay(state, invoice, request.body));
      },
    },
    {
      method: 'POST',
      path: '/i/{id}/authenticate',
      handle: (request) => {
        const invoice = invoiceOf(request);
        if (!invoice) return unknown;
        return invoicePage(state, invoice, completeAuthentication(state, invoice, request.body));
      },
    },
  ];
}
