// `invoices.createPreview`: the invoice a subscription change would create now (computed by
// the same code as the update, so at the same `proration_date` they agree to the cent), or,
// without a change that is invoiced now, the subscription's next renewal invoice (at the next
// schedule phase's price if one starts then). Nothing is stored: Stripe's preview ids start
// with `upcoming_`.
import type { Route } from '../harness';
import { addInterval } from './calendar';
import { ok, refuse, stripeError } from './errors';
import { record, text, type Form } from './form';
import type { routesFor } from './http';
import { invoiceOf, type InvoiceDraft } from './invoices';
import { isEnded, isLive } from './lifecycle';
import { periodLine, sameCycle, type PlannedChange } from './prorations';
import { currentPhaseOf, priceOfPhase, scheduleOf } from './schedules';
import type { StripeState } from './state';
import { plannedChangeOf, prorationOf } from './subscriptionUpdate';
import type { Invoice, Subscription } from './types';

const noUpcoming = (customer: string) =>
  stripeError(404, 'invalid_request_error', `No upcoming invoices for customer: ${customer}`, {
    code: 'invoice_upcoming_none',
  });

function subscriptionToPreview(state: StripeState, form: Form): Subscription {
  const id = text(form, 'subscription');
  if (id) return state.get(state.subscriptions, 'subscription', id);
  const customer = text(form, 'customer') ?? '';
  state.get(state.customers, 'customer', customer);
  const live = [...state.subscriptions.values()].find(
    (candidate) => candidate.customer === customer && isLive(candidate),
  );
  if (!live) refuse(noUpcoming(customer));
  return live;
}

/** The price the subscription renews at: a new phase's if its schedule starts one then. */
function renewalPrice(state: StripeState, subscription: Subscription, plan: PlannedChange | null) {
  const item = plan?.item ?? subscription.items.data[0];
  const schedule = scheduleOf(state, subscription);
  const current = schedule ? currentPhaseOf(schedule) : undefined;
  if (!schedule || !current || !item || current.end_date !== item.current_period_end) {
    return { item, price: item?.price, ends: false };
  }
  const next = schedule.phases[schedule.phases.indexOf(current) + 1];
  if (!next) return { item, price: item.price, ends: schedule.end_behavior === 'cancel' };
  return { item, price: priceOfPhase(state, next) ?? item.price, ends: false };
}

function preview(state: StripeState, form: Form): Invoice {
  const subscription = subscriptionToPreview(state, form);
  if (isEnded(subscription)) refuse(noUpcoming(subscription.customer));
  const details = record(form.subscription_details);
  const plan = plannedChangeOf(state, subscription, details, 'subscription_details');
  const carried = state.pendingLines.get(subscription.id) ?? [];
  const id = `upcoming_${state.id('in')}`;
  if (plan?.invoiceNow) {
    const draft: InvoiceDraft = {
      subscription,
      lines: [...carried, ...plan.lines],
      reason: 'subscription_update',
      prorationDate: prorationOf(state, details, 'subscription_details').at,
    };
    const invoice = invoiceOf(state, draft, id);
    invoice.next_payment_attempt = invoice.amount_due > 0 ? state.now() : null;
    return invoice;
  }
  const { item, price, ends } = renewalPrice(state, subscription, plan);
  const cancels =
    text(details, 'cancel_at_period_end') ?? String(subscription.cancel_at_period_end);
  if (!item || !price || ends || cancels === 'true') refuse(noUpcoming(subscription.customer));
  const at = item.current_period_end;
  const anchor = sameCycle(item.price, price) ? subscription.billing_cycle_anchor : at;
  const period = {
    start: at,
    end: addInterval(at, price.recurring.interval, price.recurring.interval_count, anchor),
  };
  const prorations = plan && text(details, 'proration_behavior') !== 'none' ? plan.lines : [];
  const draft: InvoiceDraft = {
    subscription,
    lines: [...carried, ...prorations, periodLine(state, item, price, period)],
    reason: 'subscription_cycle',
    period: { start: item.current_period_start, end: at },
    ...(plan ? { prorationDate: prorationOf(state, details, 'subscription_details').at } : {}),
  };
  const invoice = invoiceOf(state, draft, id);
  invoice.created = at;
  invoice.next_payment_attempt = at;
  return invoice;
}

export function previewRoutes(state: StripeState, { api }: ReturnType<typeof routesFor>): Route[] {
  return [
    api('POST', '/v1/invoices/create_preview', (_request, form) =>
      ok(state.render(preview(state, form), form)),
    ),
  ];
}
