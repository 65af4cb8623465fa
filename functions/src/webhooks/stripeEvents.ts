// What a verified Stripe event changes. Only the event's kind and ids are taken from it: the
// subscription is read again from Stripe, so a late or repeated event writes today's truth.
import type Stripe from 'stripe';
import { idOf, stripe } from '../integrations/stripe';
import * as logs from '../logs';
import { db } from '../services/firestore';
import {
  applySubscription,
  recordEvent,
  subscriptionFacts,
  type PaidInvoice,
} from '../services/subscriptions';

/** The events the endpoint acts on; any other is acknowledged and recorded only. */
export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
] as const;

interface Target {
  subscriptionId: string;
  paid?: PaidInvoice;
}

function targetOf(event: Stripe.Event): Target | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return null;
      const paid =
        invoice.id && invoice.amount_paid > 0
          ? { invoiceId: invoice.id, amount: invoice.amount_paid / 100 }
          : undefined;
      return { subscriptionId, ...(paid ? { paid } : {}) };
    }
    default:
      return null;
  }
}

async function userOfCustomer(customerId: string): Promise<string | null> {
  const snapshot = await db()
    .collection('users')
    .where('stripeCustomerId', '==', customerId)
    .limit(1)
    .get();
  return snapshot.docs[0]?.id ?? null;
}

/** Applies one verified event; throws when it could not (the caller answers 5xx). */
export async function handleStripeEvent(event: Stripe.Event): Promise<void> {
  const target = targetOf(event);
  if (!target) {
    await recordEvent(event.id, event.type);
    logs.stripeEventHandled(event.id, event.type, 'recorded');
    return;
  }
  const facts = subscriptionFacts(await stripe().subscriptions.retrieve(target.subscriptionId));
  const uid = await userOfCustomer(facts.customerId);
  if (!uid) {
    logs.stripeEventForUnknownCustomer(event.id, event.type, facts.customerId);
    return;
  }
  const outcome = await applySubscription({
    uid,
    subscription: facts,
    eventId: event.id,
    eventType: event.type,
    ...(target.paid ? { paid: target.paid } : {}),
  });
  if (outcome === 'unknown-user') {
    logs.stripeEventForUnknownCustomer(event.id, event.type, facts.customerId);
  } else {
    logs.stripeEventHandled(event.id, event.type, outcome);
  }
}
