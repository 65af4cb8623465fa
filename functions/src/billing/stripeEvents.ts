// What a verified Stripe event changes. Only the event's kind and ids are taken from it: the
// subscription and the invoice are read again from Stripe, so a late or repeated event writes
// today's truth.
import type Stripe from 'stripe';
import { idOf, isStripeCode, stripe } from './stripe';
import * as logs from '../platform/logs';
import { recordEvent, syncSubscription, userOfCustomer, type PaidInvoice } from './subscriptions';

/** The events the endpoint acts on; any other is acknowledged and recorded only. */
export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.pending_update_applied',
  'customer.subscription.pending_update_expired',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
] as const;

/** Invoice events about a renewal that failed: the user is mailed about each attempt. */
const PAYMENT_ISSUE_EVENTS = new Set(['invoice.payment_failed', 'invoice.payment_action_required']);

interface Target {
  subscriptionId: string;
  invoiceId?: string;
  /** The event's customer and the checkout's metadata uid: who to look for, checked later. */
  customerId: string | null;
  metadataUid: string | null;
}

const uidIn = (metadata: Stripe.Metadata | null | undefined) =>
  typeof metadata?.uid === 'string' && metadata.uid ? metadata.uid : null;

function targetOf(event: Stripe.Event): Target | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.pending_update_applied':
    case 'customer.subscription.pending_update_expired': {
      const subscription = event.data.object;
      return {
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        metadataUid: uidIn(subscription.metadata),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (!subscriptionId || !invoice.id) return null;
      return {
        subscriptionId,
        invoiceId: invoice.id,
        customerId: idOf(invoice.customer),
        metadataUid: uidIn(details?.metadata),
      };
    }
    case 'subscription_schedule.created':
    case 'subscription_schedule.updated':
    case 'subscription_schedule.released':
    case 'subscription_schedule.canceled': {
      const schedule = event.data.object;
      const subscriptionId = idOf(schedule.subscription) ?? schedule.released_subscription ?? null;
      return subscriptionId
        ? { subscriptionId, customerId: idOf(schedule.customer), metadataUid: null }
        : null;
    }
    default:
      return null;
  }
}

/** The invoice an invoice.paid event names, if Stripe says it is paid. */
async function paidInvoice(invoiceId: string): Promise<PaidInvoice | null> {
  try {
    const invoice = await stripe().invoices.retrieve(invoiceId);
    return invoice.status === 'paid' && invoice.amount_paid > 0
      ? { invoiceId, amount: invoice.amount_paid / 100 }
      : null;
  } catch (error) {
    if (isStripeCode(error, 'resource_missing')) return null;
    throw error;
  }
}

/** Applies one verified event; throws when it could not (the caller answers 5xx). */
export async function handleStripeEvent(event: Stripe.Event): Promise<void> {
  const target = targetOf(event);
  if (!target) {
    await recordEvent(event.id, event.type);
    logs.stripeEventHandled(event.id, event.type, 'recorded');
    return;
  }
  const paid =
    event.type === 'invoice.paid' && target.invoiceId ? await paidInvoice(target.invoiceId) : null;
  const uid = await userOfCustomer(target.customerId, target.metadataUid);
  const outcome = await syncSubscription({
    subscriptionId: target.subscriptionId,
    ...(uid ? { uid } : {}),
    eventId: event.id,
    eventType: event.type,
    mailPaymentIssue: PAYMENT_ISSUE_EVENTS.has(event.type),
    ...(paid ? { paid } : {}),
  });
  if (outcome === 'unknown-user') {
    logs.stripeEventForUnknownCustomer(event.id, event.type, target.subscriptionId);
  } else if (outcome === 'unknown-subscription') {
    logs.stripeEventForUnknownSubscription(event.id, event.type, target.subscriptionId);
  } else {
    logs.stripeEventHandled(event.id, event.type, outcome);
  }
}
