// Customers (with the default payment method their invoices are charged to) and products.
import type { Route } from '../harness';
import { invalid, ok, stripeError } from './errors';
import { mergeMetadata, record, text } from './form';
import type { routesFor } from './http';
import { customersPaymentMethod } from './paymentMethods';
import type { StripeState } from './state';
import type { Customer, Obj } from './types';
import type { StripeEvent } from './webhooks';

/**
 * Makes a payment method the customer's default for invoices. Answers the events of attaching
 * it and the attributes that changed, as they were (for the caller's customer.updated).
 */
export function setDefaultPaymentMethod(
  state: StripeState,
  customer: Customer,
  id: string,
): { events: StripeEvent[]; previous: Record<string, unknown> } {
  const { method, events } = id
    ? customersPaymentMethod(state, customer.id, id, 'invoice_settings[default_payment_method]')
    : { method: null, events: [] };
  const before = customer.invoice_settings.default_payment_method;
  if (before === (method?.id ?? null)) return { events, previous: {} };
  customer.invoice_settings.default_payment_method = method?.id ?? null;
  return { events, previous: { invoice_settings: { default_payment_method: before } } };
}

export function customerRoutes(state: StripeState, { api }: ReturnType<typeof routesFor>): Route[] {
  return [
    api('POST', '/v1/customers', (_request, form) => {
      const customer: Customer = {
        id: state.id('cus'),
        object: 'customer',
        email: text(form, 'email') ?? null,
        name: text(form, 'name') ?? null,
        metadata: mergeMetadata({}, form.metadata),
        invoice_settings: {
          default_payment_method: null,
          custom_fields: null,
          footer: null,
          rendering_options: null,
        },
        created: state.now(),
        livemode: false,
      };
      state.customers.set(customer.id, customer);
      state.deliver([state.emit('customer.created', customer)]);
      return ok(state.render(customer, form));
    }),
    api('GET', '/v1/customers/{id}', ({ params }, form) => {
      const found = state.get(state.customers, 'customer', params.id);
      return ok(state.render(found, form));
    }),
    api('POST', '/v1/customers/{id}', ({ params }, form) => {
      const found = state.get(state.customers, 'customer', params.id);
      const previous: Record<string, unknown> = {};
      for (const field of ['email', 'name'] as const) {
        const value = text(form, field);
        if (value !== undefined && value !== found[field]) {
          previous[field] = found[field];
          found[field] = value;
        }
      }
      if (form.metadata !== undefined) {
        previous.metadata = found.metadata;
        found.metadata = mergeMetadata(found.metadata, form.metadata);
      }
      const events: StripeEvent[] = [];
      const method = text(record(form.invoice_settings), 'default_payment_method');
      if (method !== undefined) {
        const changed = setDefaultPaymentMethod(state, found, method);
        events.push(...changed.events);
        Object.assign(previous, changed.previous);
      }
      events.push(state.emit('customer.updated', found, previous));
      state.deliver(events);
      return ok(state.render(found, form));
    }),
    api('POST', '/v1/products', (_request, form) => {
      const productId = text(form, 'id') ?? state.id('prod');
      if (state.products.has(productId)) {
        return stripeError(400, 'invalid_request_error', `Product already exists.`, {
          code: 'resource_already_exists',
          param: 'id',
        });
      }
      const name = text(form, 'name');
      if (!name) return invalid('Missing required param: name.', 'name');
      const product: Obj = {
        id: productId,
        object: 'product',
        name,
        active: true,
        metadata: mergeMetadata({}, form.metadata),
        created: state.now(),
        livemode: false,
      };
      state.products.set(productId, product);
      return ok(product);
    }),
    api('GET', '/v1/products/{id}', ({ params }) =>
      ok(state.get(state.products, 'product', params.id)),
    ),
  ];
}
