// The billing portal page a session's `url` opens: the saved card and a form to replace it,
// the subscriptions, the invoices, and the way back to the app. A new card is attached, made
// the default of the customer and of its subscriptions, and pays at once the open invoices
// that hold a subscription past due or unpaid, as Stripe's portal does.
import type { Route, StandinRequest } from '../harness';
import { payOnSession } from './collection';
import { setDefaultPaymentMethod } from './customers';
import { answerOrRefusal, missing, ok } from './errors';
import { text } from './form';
import type { routesFor } from './http';
import { intentOf } from './invoices';
import { isLive, unpaidInvoicesOf } from './lifecycle';
import { attach, createPaymentMethod } from './paymentMethods';
import { cardForm, cardOf, day, describeCard, escape, money, page, type Notice } from './pageKit';
import type { StripeState } from './state';
import type { Customer, Obj, PaymentMethod, Subscription } from './types';
import type { StripeEvent } from './webhooks';

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
};

function errorText(error: unknown): string {
  const { body } = answerOrRefusal(error);
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : 'Your card could not be saved.';
}

const liveSubscriptions = (state: StripeState, customer: string) =>
  [...state.subscriptions.values()].filter((s) => s.customer === customer && isLive(s));

/** Pays the invoices that hold a subscription back; answers what to tell the customer. */
function payOverdue(
  state: StripeState,
  subscriptions: Subscription[],
  method: PaymentMethod,
  events: StripeEvent[],
): Notice | null {
  let paid = 0;
  const overdue = subscriptions.filter((s) => s.status === 'past_due' || s.status === 'unpaid');
  for (const invoice of overdue.flatMap((s) => unpaidInvoicesOf(state, s))) {
    const intent = intentOf(state, invoice);
    if (!intent) continue;
    const amount = money(invoice.amount_remaining, invoice.currency);
    const { result, events: paying } = payOnSession(state, intent, method);
    events.push(...paying);
    if (result.kind === 'declined') {
      const reason = String(result.error.message);
      return { kind: 'alert', text: `The payment of ${amount} failed: ${reason}` };
    }
    if (result.kind === 'requires_action') {
      return {
        kind: 'alert',
        text: `Your bank asks you to authenticate the payment of ${amount}: open the invoice below to complete it.`,
      };
    }
    paid += 1;
  }
  return paid > 0
    ? { kind: 'status', text: `Your card was updated and the open invoice was paid.` }
    : null;
}

function updateCard(state: StripeState, customer: Customer, body: unknown): Notice {
  const method = createPaymentMethod(state, cardOf(body));
  const events: StripeEvent[] = [];
  try {
    events.push(...attach(state, method, customer.id));
  } catch (error) {
    return { kind: 'alert', text: errorText(error) };
  }
  const changed = setDefaultPaymentMethod(state, customer, method.id);
  events.push(...changed.events, state.emit('customer.updated', customer, changed.previous));
  const subscriptions = liveSubscriptions(state, customer.id);
  for (const subscription of subscriptions) {
    if (subscription.default_payment_method === method.id) continue;
    const previous = { default_payment_method: subscription.default_payment_method };
    subscription.default_payment_method = method.id;
    events.push(state.emit('customer.subscription.updated', subscription, previous));
  }
  const outcome = payOverdue(state, subscriptions, method, events);
  state.deliver(events);
  return outcome ?? { kind: 'status', text: 'Your card was updated.' };
}

function portal(state: StripeState, session: Obj, notice?: Notice) {
  const customerId = String(session.customer);
  const customer = state.customers.get(customerId);
  const subscriptions = [...state.subscriptions.values()].filter((s) => s.customer === customerId);
  const savedId =
    customer?.invoice_settings.default_payment_method ??
    subscriptions.find((s) => isLive(s) && s.default_payment_method)?.default_payment_method;
  const saved = state.paymentMethods.get(savedId ?? '');
  const invoices = [...state.invoices.values()]
    .filter((i) => i.customer === customerId && (i.status === 'paid' || i.status === 'open'))
    .sort((a, b) => b.created - a.created)
    .map((invoice) =>
      invoice.status === 'paid'
        ? `<li>${day(invoice.created)}: ${money(invoice.amount_paid, invoice.currency)} (paid)</li>`
        : `<li>${day(invoice.created)}: ${money(invoice.amount_remaining, invoice.currency)} (open) <a href="${escape(invoice.hosted_invoice_url)}">Pay this invoice</a></li>`,
    )
    .join('');
  const plans = subscriptions
    .filter((s) => isLive(s))
    .map((s) => {
      const item = s.items.data[0];
      const price = item ? money(item.price.unit_amount, item.price.currency) : '';
      const every = item?.price.recurring.interval ?? '';
      return `<li>${escape(price)} / ${escape(every)}: ${STATUS_TEXT[s.status] ?? s.status}</li>`;
    })
    .join('');
  const back = escape(session.return_url);
  return page(
    'Billing portal',
    `<h2>Payment method</h2><p>${saved ? escape(describeCard(saved)) : 'No card saved'}</p>` +
      `<h2>Update card</h2>${cardForm(`/p/session/${String(session.id)}/card`, 'Update card')}` +
      `<h2>Subscriptions</h2><ul>${plans || '<li>No subscription</li>'}</ul>` +
      `<h2>Invoices</h2><ul>${invoices || '<li>No invoices yet</li>'}</ul>` +
      `<a href="${back}">Return to the app</a>`,
    notice,
  );
}

export function portalRoutes(state: StripeState, { api }: ReturnType<typeof routesFor>): Route[] {
  const sessionOf = (request: StandinRequest) => state.portalSessions.get(request.params.id ?? '');
  const expired = { status: 404, body: 'This billing portal session has expired.' };
  return [
    api('POST', '/v1/billing_portal/sessions', (_request, form) => {
      const customer = text(form, 'customer') ?? '';
      if (!state.customers.has(customer)) return missing('customer', customer, 'customer');
      const session: Obj = {
        id: state.id('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: text(form, 'return_url') ?? null,
        created: state.now(),
        livemode: false,
      };
      session.url = `${state.origin}/p/session/${session.id}`;
      state.portalSessions.set(session.id, session);
      return ok(session);
    }),
    {
      method: 'GET',
      path: '/p/session/{id}',
      handle: (request) => {
        const session = sessionOf(request);
        return session ? portal(state, session) : expired;
      },
    },
    {
      method: 'POST',
      path: '/p/session/{id}/card',
      handle: (request) => {
        const session = sessionOf(request);
        const customer = state.customers.get(String(session?.customer));
        if (!session || !customer) return expired;
        return portal(state, session, updateCard(state, customer, request.body));
      },
    },
  ];
}
