// The subscription endpoints. Subscriptions are created with payment_behavior
// default_incomplete: the first invoice waits, open, for the browser to confirm its
// PaymentIntent through `latest_invoice.confirmation_secret`.
import type { Route } from '../harness';
import { addInterval } from './calendar';
import { invalid, missing, ok } from './errors';
import { list, mergeMetadata, record, text } from './form';
import type { routesFor } from './http';
import { openInvoice } from './invoices';
import { endSubscription, isEnded } from './lifecycle';
import { priceFrom } from './prices';
import { periodLine } from './prorations';
import type { StripeState } from './state';
import { updateSubscription } from './subscriptionUpdate';
import type { Subscription } from './types';

export function subscriptionRoutes(
  state: StripeState,
  { api }: ReturnType<typeof routesFor>,
): Route[] {
  return [
    api('POST', '/v1/subscriptions', (_request, form) => {
      const customer = text(form, 'customer') ?? '';
      if (!state.customers.has(customer)) return missing('customer', customer, 'customer');
      const items = list(form.items);
      if (items.length !== 1) {
        return invalid('Exactly one subscription item is supported.', 'items');
      }
      const price = priceFrom(state, record(items[0]));
      if (text(form, 'payment_behavior') !== 'default_incomplete') {
        return invalid(
          'This stand-in creates subscriptions with payment_behavior=default_incomplete only.',
          'payment_behavior',
        );
      }
      const save = text(record(form.payment_settings), 'save_default_payment_method');
      const subscriptionId = state.id('sub');
      const start = state.now();
      const end = addInterval(start, price.recurring.interval, price.recurring.interval_count);
      const subscription: Subscription = {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status: 'incomplete',
        metadata: mergeMetadata({}, form.metadata),
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        cancellation_details: { comment: null, feedback: null, reason: null },
        ended_at: null,
        created: start,
        start_date: start,
        billing_cycle_anchor: start,
        currency: price.currency,
        latest_invoice: null,
        default_payment_method: null,
        pending_update: null,
        schedule: null,
        collection_method: 'charge_automatically',
        payment_settings: {
          save_default_payment_method: save === 'on_subscription' ? 'on_subscription' : 'off',
        },
        trial_end: null,
        livemode: false,
        items: {
          object: 'list',
          has_more: false,
          url: `/v1/subscription_items?subscription=${subscriptionId}`,
          data: [
            {
              id: state.id('si'),
              object: 'subscription_item',
              price,
              quantity: 1,
              subscription: subscriptionId,
              created: start,
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
      };
      state.subscriptions.set(subscriptionId, subscription);
      // The subscription's event already names its first invoice, as on Stripe.
      const invoiceId = state.id('in');
      subscription.latest_invoice = invoiceId;
      const created = state.emit('customer.subscription.created', subscription);
      const item = subscription.items.data[0];
      const { events } = openInvoice(
        state,
        {
          subscription,
          lines: item ? [periodLine(state, item, price, { start, end })] : [],
          reason: 'subscription_create',
        },
        invoiceId,
      );
      state.deliver([created, ...events]);
      return ok(state.render(subscription, form));
    }),
    api('GET', '/v1/subscriptions', (_request, form) => {
      const customer = text(form, 'customer');
      const status = text(form, 'status');
      const matching = [...state.subscriptions.values()].filter(
        (subscription) =>
          (!customer || subscription.customer === customer) &&
          (status === 'all' || (status ? subscription.status === status : !isEnded(subscription))),
      );
      return ok(state.pageOf(matching, form, '/v1/subscriptions'));
    }),
    api('GET', '/v1/subscriptions/{id}', ({ params }, form) => {
      const found = state.get(state.subscriptions, 'subscription', params.id);
      return ok(state.render(found, form));
    }),
    api('POST', '/v1/subscriptions/{id}', ({ params }, form) => {
      const found = state.get(state.subscriptions, 'subscription', params.id);
      if (isEnded(found)) {
        return invalid(
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      const response = updateSubscription(state, found, form);
      return response.status === 200 ? ok(state.render(found, form)) : response;
    }),
    api('DELETE', '/v1/subscriptions/{id}', ({ params }, form) => {
      const found = state.get(state.subscriptions, 'subscription', params.id);
      if (isEnded(found)) return invalid('This subscription has already been canceled.');
      state.deliver(endSubscription(state, found, 'canceled', 'cancellation_requested'));
      return ok(state.render(found, form));
    }),
  ];
}
