// The PaymentIntent calls of Stripe.js (publishable key and client secret) or of the SDK:
// retrieve, confirm with a card or a payment method, and the bank's authentication step.
import type { Route } from '../harness';
import { authenticate, payOnSession } from './collection';
import { invalid, ok } from './errors';
import { record, text, type Form } from './form';
import type { routesFor } from './http';
import { createPaymentMethod, paymentMethodById } from './paymentMethods';
import { clone, type StripeState } from './state';
import type { PaymentIntent } from './types';

/** A payment waiting for authentication may also be confirmed again, e.g. with another card. */
const CONFIRMABLE: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/** Stripe's answer to confirming a PaymentIntent past the point where it can be. */
export const unexpectedState = (intent: PaymentIntent) =>
  invalid(
    `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
    undefined,
    { code: 'payment_intent_unexpected_state', payment_intent: clone(intent) },
  );

async function confirm(state: StripeState, intent: PaymentIntent, form: Form) {
  if (!CONFIRMABLE.includes(intent.status)) return unexpectedState(intent);
  const methodId = text(form, 'payment_method');
  const card = record(record(form.payment_method_data).card);
  const method = methodId
    ? paymentMethodById(state, methodId)
    : createPaymentMethod(state, {
        number: text(card, 'number'),
        expMonth: text(card, 'exp_month'),
        expYear: text(card, 'exp_year'),
        cvc: text(card, 'cvc'),
      });
  const { result, events } = payOnSession(state, intent, method);
  if (result.kind === 'declined') {
    state.deliver(events);
    return { status: 402, body: { error: { ...result.error, payment_intent: clone(intent) } } };
  }
  if (result.kind === 'succeeded' && result.webhooksFirst) await state.send(events);
  else state.deliver(events);
  return ok(clone(intent));
}

export function paymentIntentRoutes(
  state: StripeState,
  { browser }: ReturnType<typeof routesFor>,
): Route[] {
  return [
    browser('GET', '/v1/payment_intents/{id}', ({ params }, form) => {
      const found = state.get(state.paymentIntents, 'payment_intent', params.id);
      return ok(state.render(found, form));
    }),
    browser('POST', '/v1/payment_intents/{id}/confirm', ({ params }, form) =>
      confirm(state, state.get(state.paymentIntents, 'payment_intent', params.id), form),
    ),
    // Stands for the bank's authentication page (3D Secure) that Stripe.js opens for a
    // payment in requires_action: `outcome` is the customer's choice there.
    browser('POST', '/v1/payment_intents/{id}/authenticate', ({ params }, form) => {
      const found = state.get(state.paymentIntents, 'payment_intent', params.id);
      if (found.status !== 'requires_action') {
        return invalid(
          `This PaymentIntent has a status of ${found.status}; nothing to authenticate.`,
        );
      }
      const outcome = text(form, 'outcome') === 'complete' ? 'complete' : 'fail';
      state.deliver(authenticate(state, found, outcome));
      return ok(clone(found));
    }),
  ];
}
