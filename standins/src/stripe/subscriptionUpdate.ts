// `subscriptions.update`: metadata, cancel at period end, the default payment method, and a
// price change with its prorations, applied as `payment_behavior` says:
// - allow_incomplete (the default): the change applies; its invoice is charged, and a failed
//   charge makes the subscription past due (retried like a renewal);
// - default_incomplete: the change applies; the invoice waits for the customer to pay it;
// - pending_if_incomplete: the change applies only once its invoice is paid; until then it is
//   the subscription's `pending_update` (dropped after 23 hours);
// - error_if_incomplete: a charge that fails answers 402 and changes nothing.
import type { StandinResponse } from '../harness';
import { collectNow, invoiceNow } from './billing';
import { invalid, missing, ok, refuse } from './errors';
import { list, mergeMetadata, record, text, type Form } from './form';
import { voidInvoice } from './invoices';
import { customersPaymentMethod } from './paymentMethods';
import {
  applyPendingUpdate,
  dropPendingUpdate,
  PENDING_UPDATE_PARAMS,
  showPendingUpdate,
  stagePendingUpdate,
} from './pendingUpdates';
import { priceFrom } from './prices';
import { planChange, type PlannedChange } from './prorations';
import { applyPlan } from './renewals';
import { scheduleOf } from './schedules';
import { clone, type StripeState } from './state';
import type { ProrationBehavior, Subscription } from './types';
import type { StripeEvent } from './webhooks';

const PAYMENT_BEHAVIORS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
];
const PRORATION_BEHAVIORS: readonly string[] = ['create_prorations', 'always_invoice', 'none'];

/** A parameter's name in errors, inside `prefix` if given (`subscription_details[items][0]`). */
const paramOf = (prefix: string, field: string) =>
  prefix ? `${prefix}[${field.replace(/^(\w+)/, '$1]')}` : field;

/** The proration parameters of an update or a preview: behaviour and instant. */
export function prorationOf(
  state: StripeState,
  form: Form,
  prefix = '',
): { behavior: ProrationBehavior; at: number } {
  const behavior = text(form, 'proration_behavior') ?? 'create_prorations';
  if (!PRORATION_BEHAVIORS.includes(behavior)) {
    refuse(
      invalid(`Invalid proration_behavior: ${behavior}`, paramOf(prefix, 'proration_behavior')),
    );
  }
  const date = text(form, 'proration_date');
  const at = date === undefined ? state.now() : Number(date);
  if (!Number.isInteger(at)) {
    refuse(invalid('Invalid integer: proration_date', paramOf(prefix, 'proration_date')));
  }
  return { behavior: behavior as ProrationBehavior, at };
}

/**
 * The price change an update or a preview asks for (`items[0]`), planned at its instant (the
 * `proration_date` if given, so that a preview and the update bill the same cents).
 */
export function plannedChangeOf(
  state: StripeState,
  subscription: Subscription,
  form: Form,
  prefix = '',
): PlannedChange | null {
  const change = record(list(form.items)[0]);
  if (Object.keys(change).length === 0) return null;
  const item = subscription.items.data.find((candidate) => candidate.id === change.id);
  if (!item) {
    refuse(missing('subscription_item', String(change.id ?? ''), paramOf(prefix, 'items[0][id]')));
  }
  const price = priceFrom(state, change, paramOf(prefix, 'items[0]'));
  const { behavior, at } = prorationOf(state, form, prefix);
  return planChange(state, item, price, behavior, at);
}

function refuseUnsupported(
  form: Form,
  behavior: string,
  subscription: Subscription,
  state: StripeState,
) {
  if (!PAYMENT_BEHAVIORS.includes(behavior)) {
    refuse(invalid(`Invalid payment_behavior: ${behavior}`, 'payment_behavior'));
  }
  if (behavior === 'pending_if_incomplete') {
    const unsupported = Object.keys(form).filter((key) => !PENDING_UPDATE_PARAMS.includes(key));
    if (unsupported.length > 0) {
      refuse(
        invalid(
          `The following parameters are not supported when payment_behavior=pending_if_incomplete: ${unsupported.join(', ')}. See https://docs.stripe.com/billing/subscriptions/pending-updates-reference#supported-attributes for the supported parameters.`,
          unsupported[0],
        ),
      );
    }
  }
  const schedule = scheduleOf(state, subscription);
  if (schedule && (form.cancel_at_period_end !== undefined || form.cancel_at !== undefined)) {
    refuse(
      invalid(
        `The subscription is managed by the subscription schedule \`${schedule.id}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      ),
    );
  }
}

/** Metadata and cancel_at_period_end, applied now; answers what they were. */
function applySettings(
  state: StripeState,
  subscription: Subscription,
  form: Form,
  previous: Record<string, unknown>,
) {
  const cancel = text(form, 'cancel_at_period_end');
  if (cancel !== undefined && (cancel === 'true') !== subscription.cancel_at_period_end) {
    previous.cancel_at_period_end = subscription.cancel_at_period_end;
    subscription.cancel_at_period_end = cancel === 'true';
    subscription.canceled_at = cancel === 'true' ? state.now() : null;
  }
  if (form.metadata !== undefined) {
    previous.metadata = subscription.metadata;
    subscription.metadata = mergeMetadata(subscription.metadata, form.metadata);
  }
}

function applyDefaultPaymentMethod(
  state: StripeState,
  subscription: Subscription,
  form: Form,
  previous: Record<string, unknown>,
): StripeEvent[] {
  const id = text(form, 'default_payment_method');
  if (id === undefined) return [];
  const { method, events } = id
    ? customersPaymentMethod(state, subscription.customer, id, 'default_payment_method')
    : { method: null, events: [] };
  if ((method?.id ?? null) !== subscription.default_payment_method) {
    previous.default_payment_method = subscription.default_payment_method;
    subscription.default_payment_method = method?.id ?? null;
  }
  return events;
}

/** The change waits for its invoice: applied if Stripe's first attempt pays it. */
function changeOncePaid(
  state: StripeState,
  subscription: Subscription,
  plan: PlannedChange,
  form: Form,
  behavior: 'pending_if_incomplete' | 'error_if_incomplete',
  events: StripeEvent[],
): StandinResponse | null {
  const latest = subscription.latest_invoice;
  const { invoice, events: billed } = invoiceNow(state, subscription, {
    lines: plan.lines,
    reason: 'subscription_update',
  });
  const cancel = text(form, 'cancel_at_period_end');
  stagePendingUpdate(state, subscription, {
    items: subscription.items.data.map((item) => (item.id === plan.item.id ? plan.item : item)),
    metadata: form.metadata,
    cancelAtPeriodEnd: cancel === undefined ? undefined : cancel === 'true',
    invoice: invoice.id,
  });
  events.push(...billed);
  if (invoice.status === 'paid') {
    const previous = applyPendingUpdate(state, subscription);
    events.push(state.emit('customer.subscription.updated', subscription, previous));
    return null;
  }
  const { result, events: collected } = collectNow(state, subscription, invoice);
  events.push(...collected);
  if (result?.kind === 'succeeded') return null;
  if (behavior === 'error_if_incomplete') {
    state.pendingChanges.delete(subscription.id);
    events.push(...voidInvoice(state, invoice));
    subscription.latest_invoice = latest;
    const error =
      result?.kind === 'declined'
        ? result.error
        : {
            type: 'card_error',
            code: 'subscription_payment_intent_requires_action',
            message:
              'Payment for this subscription requires additional user action before it can be completed successfully.',
          };
    return { status: 402, body: { error } };
  }
  showPendingUpdate(state, subscription);
  events.push(
    state.emit('customer.subscription.updated', subscription, {
      pending_update: null,
      latest_invoice: latest,
    }),
  );
  return null;
}

export function updateSubscription(
  state: StripeState,
  subscription: Subscription,
  form: Form,
): StandinResponse {
  const behavior = text(form, 'payment_behavior') ?? 'allow_incomplete';
  refuseUnsupported(form, behavior, subscription, state);
  const plan = plannedChangeOf(state, subscription, form);
  const events: StripeEvent[] = [];
  const previous: Record<string, unknown> = {};
  const cancel = text(form, 'cancel_at_period_end');
  const pending = subscription.pending_update;
  // A new price change, or another cancellation, replaces a change still waiting for payment.
  if (
    pending &&
    (plan || (cancel !== undefined && (cancel === 'true') !== pending.cancel_at_period_end))
  ) {
    events.push(...dropPendingUpdate(state, subscription));
  }
  events.push(...applyDefaultPaymentMethod(state, subscription, form, previous));
  const invoiced = plan?.invoiceNow === true && subscription.status !== 'incomplete';
  if (
    plan &&
    invoiced &&
    (behavior === 'pending_if_incomplete' || behavior === 'error_if_incomplete')
  ) {
    if (Object.keys(previous).length > 0) {
      events.push(state.emit('customer.subscription.updated', subscription, previous));
    }
    const refused = changeOncePaid(state, subscription, plan, form, behavior, events);
    state.deliver(events);
    return refused ?? ok(subscription);
  }
  applySettings(state, subscription, form, previous);
  if (plan) {
    previous.items = clone(subscription.items);
    applyPlan(subscription, plan);
    const carried = !plan.invoiceNow && text(form, 'proration_behavior') !== 'none';
    if (carried && subscription.status !== 'incomplete') {
      state.pendingLines.set(subscription.id, [
        ...(state.pendingLines.get(subscription.id) ?? []),
        ...plan.lines,
      ]);
    }
  }
  if (Object.keys(previous).length > 0) {
    events.push(state.emit('customer.subscription.updated', subscription, previous));
  }
  if (plan && invoiced) {
    const { invoice, events: billed } = invoiceNow(state, subscription, {
      lines: plan.lines,
      reason: 'subscription_update',
    });
    events.push(...billed);
    if (behavior === 'allow_incomplete') {
      events.push(...collectNow(state, subscription, invoice).events);
    } else if (invoice.status === 'open' && subscription.status === 'active') {
      subscription.status = 'past_due';
      events.push(state.emit('customer.subscription.updated', subscription, { status: 'active' }));
    }
  }
  state.deliver(events);
  return ok(subscription);
}
