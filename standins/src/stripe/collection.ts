// Collecting invoices: a card charged on an invoice's PaymentIntent with the card's real
// outcome, and what the outcome does to the invoice (paid, or failed with its next retry) and
// to its subscription (activated, past due, unpaid or canceled after the last retry, a pending
// update applied).
import { addInterval } from './calendar';
import { AUTHENTICATION_FAILED_MESSAGE, outcomeOf } from './cards';
import { nextAttemptOf } from './dunning';
import { intentOf, markPaid } from './invoices';
import { endSubscription, isLive, unpaidInvoicesOf } from './lifecycle';
import { declineError } from './paymentMethods';
import { applyPendingUpdate } from './pendingUpdates';
import { pendingInvoiceOf, type StripeState } from './state';
import type { Invoice, PaymentIntent, PaymentMethod, Subscription } from './types';
import type { StripeEvent } from './webhooks';

export type ChargeResult =
  | { kind: 'succeeded'; webhooksFirst: boolean }
  | { kind: 'declined'; error: Record<string, unknown> }
  | { kind: 'requires_action' }
  | { kind: 'no_payment_method' };

/**
 * Who attempts a payment: Stripe itself on a new invoice (`first`) or at a scheduled retry
 * (`retry`), or someone by hand (`manual`: the customer in Stripe.js or on a hosted page, or
 * `invoices.pay`), which leaves the retry schedule as it is.
 */
export type AttemptKind = 'first' | 'retry' | 'manual';

const invoiceOfIntent = (state: StripeState, intent: PaymentIntent) =>
  state.invoices.get(state.invoiceOfIntent.get(intent.id) ?? '');

const subscriptionOf = (state: StripeState, invoice: Invoice) =>
  state.subscriptions.get(invoice.parent.subscription_details.subscription);

function succeed(state: StripeState, intent: PaymentIntent, method: string): StripeEvent[] {
  intent.status = 'succeeded';
  intent.payment_method = method;
  intent.latest_charge = state.id('ch');
  intent.last_payment_error = null;
  intent.next_action = null;
  return [state.emit('payment_intent.succeeded', intent)];
}

/** Charges the card of a payment method on an intent, as the card network answers now. */
function charge(
  state: StripeState,
  intent: PaymentIntent,
  method: PaymentMethod,
): { result: ChargeResult; events: StripeEvent[] } {
  const outcome = outcomeOf(state.cards.get(method.id) ?? {}, new Date(state.now() * 1000));
  intent.payment_method = method.id;
  switch (outcome.kind) {
    case 'declined': {
      const error = declineError(outcome, method);
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = error;
      return {
        result: { kind: 'declined', error },
        events: [state.emit('payment_intent.payment_failed', intent)],
      };
    }
    case 'needs-authentication':
      intent.status = 'requires_action';
      intent.last_payment_error = null;
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '' },
      };
      return {
        result: { kind: 'requires_action' },
        events: [state.emit('payment_intent.requires_action', intent)],
      };
    case 'succeeds':
    case 'succeeds-webhook-first':
      return {
        result: { kind: 'succeeded', webhooksFirst: outcome.kind === 'succeeds-webhook-first' },
        events: succeed(state, intent, method.id),
      };
  }
}

/** An invoice paid by a payment method: the invoice, then what that does to its subscription. */
function invoicePaid(
  state: StripeState,
  invoice: Invoice,
  method: PaymentMethod | null,
): StripeEvent[] {
  const events = markPaid(state, invoice);
  const subscription = subscriptionOf(state, invoice);
  if (!subscription || (subscription.status !== 'incomplete' && !isLive(subscription))) {
    return events;
  }
  // A subscription's PaymentIntents save their card for later payments (setup_future_usage).
  if (method && !method.customer) method.customer = subscription.customer;
  const previous: Record<string, unknown> = {};
  if (subscription.status === 'incomplete') {
    previous.status = subscription.status;
    subscription.status = 'active';
    const start = state.now();
    // The first payment starts the billing cycle.
    subscription.billing_cycle_anchor = start;
    for (const item of subscription.items.data) {
      item.current_period_start = start;
      const { interval, interval_count } = item.price.recurring;
      item.current_period_end = addInterval(start, interval, interval_count);
    }
  }
  if (
    method &&
    subscription.payment_settings.save_default_payment_method === 'on_subscription' &&
    subscription.default_payment_method !== method.id
  ) {
    previous.default_payment_method = subscription.default_payment_method;
    subscription.default_payment_method = method.id;
  }
  if (pendingInvoiceOf(state, subscription.id) === invoice.id) {
    Object.assign(previous, applyPendingUpdate(state, subscription));
  }
  if (
    (subscription.status === 'past_due' || subscription.status === 'unpaid') &&
    unpaidInvoicesOf(state, subscription).length === 0
  ) {
    previous.status ??= subscription.status;
    subscription.status = 'active';
  }
  if (Object.keys(previous).length > 0) {
    events.push(state.emit('customer.subscription.updated', subscription, previous));
  }
  return events;
}

/** After the last retry: the subscription becomes unpaid or is canceled, as set. */
function afterLastRetry(state: StripeState, subscription: Subscription): StripeEvent[] {
  if (state.retries.finally === 'canceled') {
    return endSubscription(state, subscription, 'canceled', 'payment_failed');
  }
  const previous = { status: subscription.status };
  subscription.status = 'unpaid';
  return [state.emit('customer.subscription.updated', subscription, previous)];
}

/** Every attempt to pay an invoice counts, whatever its outcome. */
function countAttempt(invoice: Invoice) {
  invoice.attempted = true;
  invoice.attempt_count += 1;
}

/** A failed attempt: if Stripe made it, the invoice plans the next one. */
function paymentFailed(
  state: StripeState,
  invoice: Invoice,
  how: AttemptKind,
  actionRequired: boolean,
): StripeEvent[] {
  const automatic =
    how !== 'manual' && invoice.auto_advance && invoice.billing_reason !== 'subscription_create';
  if (automatic) {
    const dunning = state.dunning.get(invoice.id);
    if (how === 'first' || !dunning) {
      state.dunning.set(invoice.id, { firstAttemptAt: state.now(), retriesDone: 0 });
    } else {
      dunning.retriesDone += 1;
    }
    const current = state.dunning.get(invoice.id);
    invoice.next_payment_attempt = current ? nextAttemptOf(state, current) : null;
  }
  const events = [state.emit('invoice.payment_failed', invoice)];
  if (actionRequired) events.push(state.emit('invoice.payment_action_required', invoice));
  const subscription = subscriptionOf(state, invoice);
  if (
    !automatic ||
    !subscription ||
    !isLive(subscription) ||
    pendingInvoiceOf(state, subscription.id) === invoice.id
  ) {
    return events;
  }
  if (subscription.status === 'active') {
    subscription.status = 'past_due';
    events.push(state.emit('customer.subscription.updated', subscription, { status: 'active' }));
  }
  if (invoice.next_payment_attempt === null && subscription.status === 'past_due') {
    events.push(...afterLastRetry(state, subscription));
  }
  return events;
}

/**
 * Attempts to collect an open invoice with a saved payment method, off-session: a card that
 * needs authentication leaves the payment `requires_action` for the customer to complete.
 */
export function attemptInvoice(
  state: StripeState,
  invoice: Invoice,
  method: PaymentMethod | null,
  how: AttemptKind,
): { result: ChargeResult; events: StripeEvent[] } {
  const intent = intentOf(state, invoice);
  if (!intent) throw new Error(`Invoice ${invoice.id} has nothing to collect`);
  countAttempt(invoice);
  if (!method) {
    return {
      result: { kind: 'no_payment_method' },
      events: paymentFailed(state, invoice, how, false),
    };
  }
  const { result, events } = charge(state, intent, method);
  if (result.kind === 'succeeded') events.push(...invoicePaid(state, invoice, method));
  else events.push(...paymentFailed(state, invoice, how, result.kind === 'requires_action'));
  return { result, events };
}

/**
 * The customer pays an intent themselves (Stripe.js, a hosted page): a card that needs
 * authentication opens the bank's page there and then, so no `payment_action_required`.
 */
export function payOnSession(
  state: StripeState,
  intent: PaymentIntent,
  method: PaymentMethod,
): { result: ChargeResult; events: StripeEvent[] } {
  const { result, events } = charge(state, intent, method);
  const invoice = invoiceOfIntent(state, intent);
  if (!invoice) return { result, events };
  countAttempt(invoice);
  if (result.kind === 'succeeded') events.push(...invoicePaid(state, invoice, method));
  if (result.kind === 'declined') events.push(...paymentFailed(state, invoice, 'manual', false));
  return { result, events };
}

/** The customer's answer on the bank's authentication page (3-D Secure). */
export function authenticate(
  state: StripeState,
  intent: PaymentIntent,
  outcome: 'complete' | 'fail',
): StripeEvent[] {
  const method = state.paymentMethods.get(intent.payment_method ?? '') ?? null;
  const invoice = invoiceOfIntent(state, intent);
  if (outcome === 'complete') {
    const events = succeed(state, intent, intent.payment_method ?? state.id('pm'));
    return invoice ? [...events, ...invoicePaid(state, invoice, method)] : events;
  }
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message: AUTHENTICATION_FAILED_MESSAGE,
    ...(method ? { payment_method: structuredClone(method) } : {}),
  };
  const events = [state.emit('payment_intent.payment_failed', intent)];
  return invoice ? [...events, ...paymentFailed(state, invoice, 'manual', false)] : events;
}
