// A Stripe subscription as the user document records it: tier, Stripe ids and billing details,
// written in one transaction with the activity entries and, for a webhook, the event's receipt.
// Every caller passes the subscription as just read from Stripe, so the order in which events
// or confirmations arrive does not matter: the last write states the truth.
import {
  TIER_KEEPING_STATUSES,
  type Billing,
  type BillingPeriod,
  type SubscriptionState,
  type SubscriptionStatus,
  type Tier,
} from '@pomoplan/domain';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { idOf, tierOfProduct } from '../integrations/stripe';
import { activityCollection } from './activity';
import { db, serverTime, userDoc } from './firestore';
import { tierOf } from './plans';

/** Who changed the tier, in the activity log, when Stripe did. */
export const STRIPE_ACTOR = 'stripe';

/** What a subscription says about the user's plan. */
export interface SubscriptionFacts {
  id: string;
  customerId: string;
  /** Null for a product that is not one of our plans. */
  tier: Exclude<Tier, 'free'> | null;
  billing: Billing | null;
  /** Whether the subscription grants its tier now. */
  grantsTier: boolean;
}

export function subscriptionFacts(subscription: Stripe.Subscription): SubscriptionFacts {
  const item = subscription.items.data[0];
  const tier = item ? tierOfProduct(idOf(item.price.product) ?? '') : null;
  const status = subscription.status as SubscriptionStatus;
  const period: BillingPeriod = item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly';
  const billing: Billing | null =
    tier && item
      ? {
          tier,
          status,
          period,
          currentPeriodEnd: new Date(item.current_period_end * 1000),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
        }
      : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    tier,
    billing,
    grantsTier: tier !== null && TIER_KEEPING_STATUSES.includes(status),
  };
}

/** A paid invoice, logged once as payment_completed under an id fixed by the invoice. */
export interface PaidInvoice {
  invoiceId: string;
  /** US dollars. */
  amount: number;
}

export const paymentActivityId = (invoiceId: string) => `payment-${invoiceId}`;

export interface ApplyInput {
  uid: string;
  subscription: SubscriptionFacts;
  paid?: PaidInvoice;
  /** A webhook event: recorded in stripeEvents/{id}; a second delivery changes nothing. */
  eventId?: string;
  eventType?: string;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown-user';

export const stripeEventDoc = (eventId: string) => db().doc(`stripeEvents/${eventId}`);

/**
 * The user's fields after the subscription: a subscription that grants its tier becomes the
 * user's current one; one that no longer does lowers the tier only if it is the current one
 * and the tier came from it (an admin's grant stays).
 */
export function nextFields(user: DocumentData, facts: SubscriptionFacts): DocumentData | null {
  const isCurrent = user.stripeSubscriptionId === facts.id;
  const adminGranted = user.tierSource === 'admin';
  if (facts.grantsTier && facts.tier && isCurrent && adminGranted) {
    // An admin set the tier after this subscription started: its renewals keep the grant.
    return { billing: facts.billing };
  }
  if (facts.grantsTier && facts.tier) {
    return {
      subscriptionTier: facts.tier,
      tierSource: 'subscription',
      stripeSubscriptionId: facts.id,
      stripeCustomerId: facts.customerId,
      billing: facts.billing,
    };
  }
  if (!isCurrent) return null;
  return {
    billing: facts.billing,
    ...(adminGranted ? {} : { subscriptionTier: 'free', tierSource: 'default' }),
  };
}

function sameBilling(stored: unknown, next: Billing | null): boolean {
  if (stored === null || stored === undefined || next === null) return stored == next;
  const b = stored as Record<string, unknown> & { currentPeriodEnd?: { toMillis?: () => number } };
  return (
    b.tier === next.tier &&
    b.status === next.status &&
    b.period === next.period &&
    b.cancelAtPeriodEnd === next.cancelAtPeriodEnd &&
    b.currentPeriodEnd?.toMillis?.() === next.currentPeriodEnd.getTime()
  );
}

function writeChanges(
  tx: Transaction,
  input: ApplyInput,
  user: DocumentData,
  paymentLogged: boolean,
): void {
  const fields = nextFields(user, input.subscription);
  const previousTier = tierOf(user);
  if (fields) {
    const changed = Object.entries(fields).some(([key, value]) =>
      key === 'billing'
        ? !sameBilling(user.billing, fields.billing as Billing | null)
        : user[key] !== value,
    );
    if (changed) tx.update(userDoc(input.uid), { ...fields, updatedAt: serverTime() });
    const newTier = (fields.subscriptionTier as Tier | undefined) ?? previousTier;
    if (newTier !== previousTier) {
      tx.create(activityCollection(input.uid).doc(), {
        action: 'subscription_changed',
        details: { newTier, previousTier },
        changedBy: STRIPE_ACTOR,
        timestamp: serverTime(),
      });
    }
  }
  if (input.paid && !paymentLogged) {
    tx.create(activityCollection(input.uid).doc(paymentActivityId(input.paid.invoiceId)), {
      action: 'payment_completed',
      details: {
        amount: input.paid.amount,
        ...(input.subscription.tier ? { newTier: input.subscription.tier } : {}),
      },
      changedBy: STRIPE_ACTOR,
      timestamp: serverTime(),
    });
  }
}

/** Records the subscription on the user (and the event's receipt) in one transaction. */
export async function applySubscription(input: ApplyInput): Promise<ApplyOutcome> {
  return db().runTransaction(async (tx) => {
    const eventRef = input.eventId ? stripeEventDoc(input.eventId) : null;
    const paymentRef = input.paid
      ? activityCollection(input.uid).doc(paymentActivityId(input.paid.invoiceId))
      : null;
    const refs = [
      userDoc(input.uid),
      ...(eventRef ? [eventRef] : []),
      ...(paymentRef ? [paymentRef] : []),
    ];
    const [userSnap, ...rest] = await tx.getAll(...refs);
    const eventSnap = eventRef ? rest.shift() : undefined;
    const paymentSnap = paymentRef ? rest.shift() : undefined;
    if (eventSnap?.exists) return 'duplicate';
    const user = userSnap?.data();
    if (!user) return 'unknown-user';
    writeChanges(tx, input, user, paymentSnap?.exists ?? false);
    if (eventRef) {
      tx.create(eventRef, {
        type: input.eventType ?? null,
        uid: input.uid,
        subscriptionId: input.subscription.id,
        receivedAt: serverTime(),
      });
    }
    return 'applied';
  });
}

/** Records an event that needs no change (its receipt only), so a redelivery is recognised. */
export async function recordEvent(eventId: string, type: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const ref = stripeEventDoc(eventId);
    if ((await tx.get(ref)).exists) return;
    tx.create(ref, { type, uid: null, subscriptionId: null, receivedAt: serverTime() });
  });
}

/** The caller's tier and billing as stored. */
export async function subscriptionState(uid: string): Promise<SubscriptionState> {
  const data = (await userDoc(uid).get()).data();
  const billing = data?.billing as
    | (Omit<Billing, 'currentPeriodEnd'> & {
        currentPeriodEnd: { toDate(): Date };
      })
    | null
    | undefined;
  return {
    subscriptionTier: tierOf(data),
    billing: billing ? { ...billing, currentPeriodEnd: billing.currentPeriodEnd.toDate() } : null,
  };
}
