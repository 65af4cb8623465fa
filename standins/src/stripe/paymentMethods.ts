// Payment methods: the card each one stands for (kept aside, as the API only shows brand, last 4
// digits and expiry), attaching one to a customer, and which one pays a subscription.
import type { Route } from '../harness';
import {
  attachOutcome,
  cardDetailsOf,
  TEST_PAYMENT_METHODS,
  type CardInput,
  type CardOutcome,
} from './cards';
import { invalid, missing, ok, refuse, stripeError } from './errors';
import { text } from './form';
import type { routesFor } from './http';
import type { StripeState } from './state';
import type { PaymentMethod, Subscription } from './types';
import type { StripeEvent } from './webhooks';

function methodOf(state: StripeState, id: string, card: CardInput): PaymentMethod {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer: null,
    card: cardDetailsOf(card),
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null },
      email: null,
      name: null,
      phone: null,
    },
    allow_redisplay: 'unspecified',
    metadata: {},
    created: state.now(),
    livemode: false,
  };
}

export function createPaymentMethod(state: StripeState, card: CardInput): PaymentMethod {
  const method = methodOf(state, state.id('pm'), card);
  state.paymentMethods.set(method.id, method);
  state.cards.set(method.id, card);
  return method;
}

/** The card of one of Stripe's test payment method ids (`pm_card_visa`, ...). */
function testCard(state: StripeState, id: string): CardInput | null {
  const number = TEST_PAYMENT_METHODS[id];
  if (!number) return null;
  const year = new Date(state.now() * 1000).getUTCFullYear() + 3;
  return { number, expMonth: '12', expYear: String(year), cvc: '123' };
}

/**
 * A payment method by id. Like Stripe, a test id (`pm_card_visa`) is not an object of its own:
 * each use makes a new payment method of its card.
 */
export function paymentMethodById(
  state: StripeState,
  id: string,
  param = 'payment_method',
): PaymentMethod {
  const card = testCard(state, id);
  if (card) return createPaymentMethod(state, card);
  const found = state.paymentMethods.get(id);
  if (!found) refuse(missing('payment_method', id, param));
  return found;
}

/** The error a card outcome answers (and a PaymentIntent's `last_payment_error`). */
export function declineError(
  outcome: Extract<CardOutcome, { kind: 'declined' }>,
  method?: PaymentMethod,
): Record<string, unknown> {
  return {
    type: 'card_error',
    code: outcome.code,
    ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
    message: outcome.message,
    ...(method ? { payment_method: structuredClone(method) } : {}),
  };
}

/** Attaches a payment method to a customer, as `paymentMethods.attach` does. */
export function attach(state: StripeState, method: PaymentMethod, customer: string): StripeEvent[] {
  if (method.customer === customer) return [];
  if (method.customer) {
    refuse(invalid('The payment method you provided has already been attached to a customer.'));
  }
  const outcome = attachOutcome(state.cards.get(method.id) ?? {}, new Date(state.now() * 1000));
  if (outcome.kind === 'declined') {
    refuse({ status: 402, body: { error: declineError(outcome, method) } });
  }
  method.customer = customer;
  return [state.emit('payment_method.attached', method)];
}

/**
 * A payment method a customer may make its default: one attached to it, or a test id (which
 * becomes a new payment method attached to it, as when Stripe clones it for the customer).
 */
export function customersPaymentMethod(
  state: StripeState,
  customer: string,
  id: string,
  param: string,
): { method: PaymentMethod; events: StripeEvent[] } {
  if (testCard(state, id)) {
    const method = paymentMethodById(state, id, param);
    return { method, events: attach(state, method, customer) };
  }
  const method = paymentMethodById(state, id, param);
  if (method.customer !== customer) {
    refuse(
      invalid(
        `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
        param,
      ),
    );
  }
  return { method, events: [] };
}

/** What Stripe charges for a subscription: its own default, else the customer's. */
export function savedPaymentMethodOf(
  state: StripeState,
  subscription: Subscription,
): PaymentMethod | null {
  const id =
    subscription.default_payment_method ??
    state.customers.get(subscription.customer)?.invoice_settings.default_payment_method ??
    null;
  return id ? (state.paymentMethods.get(id) ?? null) : null;
}

export function paymentMethodRoutes(
  state: StripeState,
  { api }: ReturnType<typeof routesFor>,
): Route[] {
  return [
    api('POST', '/v1/payment_methods/{id}/attach', ({ params }, form) => {
      const customer = text(form, 'customer') ?? '';
      if (!state.customers.has(customer)) return missing('customer', customer, 'customer');
      const method = paymentMethodById(state, params.id ?? '', 'id');
      state.deliver(attach(state, method, customer));
      return ok(state.render(method, form));
    }),
    api('GET', '/v1/payment_methods/{id}', ({ params }, form) => {
      const id = params.id ?? '';
      const card = testCard(state, id);
      const method = card
        ? methodOf(state, id, card)
        : state.get(state.paymentMethods, 'payment_method', id);
      return ok(state.render(method, form));
    }),
    api('POST', '/v1/payment_methods/{id}/detach', ({ params }, form) => {
      const method = state.get(state.paymentMethods, 'payment_method', params.id);
      if (!method.customer) {
        return stripeError(
          400,
          'invalid_request_error',
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      }
      const customer = state.customers.get(method.customer);
      if (customer?.invoice_settings.default_payment_method === method.id) {
        customer.invoice_settings.default_payment_method = null;
      }
      method.customer = null;
      state.deliver([state.emit('payment_method.detached', method)]);
      return ok(state.render(method, form));
    }),
  ];
}
