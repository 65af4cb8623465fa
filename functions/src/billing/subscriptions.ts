// A Stripe subscription as the app records it: one record per subscription under the user
// (users/{uid}/subscriptions/{id}, as Stripe's own Firebase extension keeps them), and on the
// user document the tier, the Stripe ids and the billing of the current one. The subscription
// is read from Stripe first, then written in one transaction, which Firestore may run several
// times without calling Stripe again. Whatever order events and confirmations arrive in, the
// newest read wins: each record keeps when its facts were read, and a sync holding older facts
// than the record leaves the subscription as it is (its receipt, payment log and mails still go).
import {
  DEFAULT_TIME_ZONE,
  TIER_NAMES,
  type Billing,
  type SubscriptionState,
  type Tier,
} from '@pomoplan/domain';
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { appUrl } from '../platform/config';
import { appMail, mailRef } from '../mail/appMail';
import { mailRecipient } from '../mail/recipient';
import { activityCollection } from '../platform/activity';
import { paymentIssueMail, receiptMail } from './billingMail';
import { db, runTransaction, serverTime, userDoc } from '../platform/firestore';
import { tierOf } from '../plans/plans';
import { readSubscription, type SubscriptionFacts } from './stripeSubscriptions';

export { subscriptionFacts, type SubscriptionFacts } from './stripeSubscriptions';

/** Who changed the tier, in the activity log, when Stripe did. */
export const STRIPE_ACTOR = 'stripe';

/** A paid invoice, logged once as payment_completed under an id fixed by the invoice. */
export interface PaidInvoice {
  invoiceId: string;
  /** US dollars. */
  amount: number;
}

export const paymentActivityId = (invoiceId: string) => `payment-${invoiceId}`;

export const subscriptionRecord = (uid: string, subscriptionId: string) =>
  userDoc(uid).collection('subscriptions').doc(subscriptionId);

export const stripeEventDoc = (eventId: string) => db().doc(`stripeEvents/${eventId}`);

/** One mail per failed attempt at one invoice: a redelivered event finds it written. */
const paymentIssueMailDoc = (invoiceId: string, attempt: number) =>
  mailRef(`payment-issue-${invoiceId}-${attempt}`);

export interface SyncInput {
  subscriptionId: string;
  /** The user the caller knows (a checkout, a plan change, or userOfCustomer for an event). */
  uid?: string;
  /** A webhook event: recorded in stripeEvents/{id}; a second delivery changes nothing. */
  eventId?: string;
  eventType?: string;
  /** An invoice Stripe reports paid, read again from Stripe by the caller. */
  paid?: PaidInvoice;
  /** A failed renewal was reported: mail the user about this attempt (once). */
  mailPaymentIssue?: boolean;
}

export type SyncOutcome = 'applied' | 'duplicate' | 'unknown-user' | 'unknown-subscription';

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

/** Firestore gives instants back as Timestamps; compared as plain values they never match. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object') {
    const timestamp = value as { toMillis?: () => number };
    if (typeof timestamp.toMillis === 'function') return timestamp.toMillis();
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, plain(inner)]),
    );
  }
  return value ?? null;
}

const same = (stored: unknown, next: unknown) =>
  JSON.stringify(plain(stored)) === JSON.stringify(plain(next));

/**
 * The user a subscription's event is about, looked up before the transaction (a query inside
 * one would lock far more than the user it finds): the user stored with the event's customer,
 * else the user the checkout named in the metadata. The transaction then checks the claim.
 */
export async function userOfCustomer(
  customerId: string | null,
  metadataUid: string | null,
): Promise<string | null> {
  if (customerId) {
    const byCustomer = await db()
      .collection('users')
      .where('stripeCustomerId', '==', customerId)
      .limit(1)
      .get();
    if (byCustomer.docs[0]) return byCustomer.docs[0].id;
  }
  return metadataUid;
}

/** The user document, if this subscription is really that user's. */
async function userOf(
  tx: Transaction,
  facts: SubscriptionFacts,
  uid: string | undefined,
): Promise<DocumentSnapshot | null> {
  if (!uid) return null;
  const snapshot = await tx.get(userDoc(uid));
  if (!snapshot.exists) return null;
  const stored: unknown = snapshot.get('stripeCustomerId');
  if (stored === facts.customerId) return snapshot;
  // No customer stored yet: the checkout's own metadata may name this user.
  return (stored === undefined || stored === null) && facts.metadataUid === uid ? snapshot : null;
}

interface Reads {
  user: DocumentSnapshot;
  /** False when the record holds facts read from Stripe after these were. */
  newest: boolean;
  paymentLogged: boolean;
  mailRef: DocumentReference | null;
}

/** The facts of a subscription as read from Stripe at `readAt` (ms), before the transaction. */
export interface StripeRead {
  facts: SubscriptionFacts | null;
  readAt: number;
}

/** Whether the record's facts were read after `readAt` (a record of old shape has no time). */
function readLater(record: DocumentSnapshot, readAt: number): boolean {
  const stored: unknown = record.get('stripeReadAt');
  return typeof stored === 'number' && stored > readAt;
}

function writeChanges(
  tx: Transaction,
  input: SyncInput,
  { facts, readAt }: { facts: SubscriptionFacts; readAt: number },
  reads: Reads,
) {
  const uid = reads.user.id;
  const user = reads.user.data() ?? {};
  if (reads.newest) writeSubscription(tx, uid, user, facts, readAt);
  writeNotices(tx, input, facts, reads);
}

/** The subscription's record, the user's tier and billing, and the tier change's log entry. */
function writeSubscription(
  tx: Transaction,
  uid: string,
  user: DocumentData,
  facts: SubscriptionFacts,
  readAt: number,
) {
  tx.set(
    subscriptionRecord(uid, facts.id),
    {
      customerId: facts.customerId,
      tier: facts.tier,
      billing: facts.billing,
      grantsTier: facts.grantsTier,
      created: new Date(facts.created * 1000),
      stripeReadAt: readAt,
      updatedAt: serverTime(),
    },
    { merge: false },
  );
  const fields = nextFields(user, facts);
  const previousTier = tierOf(user);
  if (fields) {
    const changed = Object.entries(fields).some(([key, value]) => !same(user[key], value));
    if (changed) tx.update(userDoc(uid), { ...fields, updatedAt: serverTime() });
    const newTier = (fields.subscriptionTier as Tier | undefined) ?? previousTier;
    if (newTier !== previousTier) {
      tx.create(activityCollection(uid).doc(), {
        action: 'subscription_changed',
        details: { newTier, previousTier },
        changedBy: STRIPE_ACTOR,
        timestamp: serverTime(),
      });
    }
  }
}

/** What the event itself reports, once each: the payment's log entry, the receipt, the issue. */
function writeNotices(tx: Transaction, input: SyncInput, facts: SubscriptionFacts, reads: Reads) {
  const uid = reads.user.id;
  const user = reads.user.data() ?? {};
  const recipient = mailRecipient(reads.user);
  const setting = {
    appUrl: appUrl.value(),
    timeZone: typeof user.timeZone === 'string' ? user.timeZone : DEFAULT_TIME_ZONE,
  };
  if (input.paid && !reads.paymentLogged) {
    tx.create(activityCollection(uid).doc(paymentActivityId(input.paid.invoiceId)), {
      action: 'payment_completed',
      details: {
        amount: input.paid.amount,
        ...(facts.tier ? { newTier: facts.tier } : {}),
      },
      changedBy: STRIPE_ACTOR,
      timestamp: serverTime(),
    });
    // Written with the payment's log entry, so that it goes out once per invoice.
    if (recipient && facts.tier) {
      const receipt = receiptMail(input.paid.amount, TIER_NAMES[facts.tier], new Date(), setting);
      tx.create(mailRef(`receipt-${input.paid.invoiceId}`), appMail(recipient, 'receipt', receipt));
    }
  }
  const issue = facts.billing?.paymentIssue;
  if (reads.mailRef && issue && facts.tier && recipient) {
    const content = paymentIssueMail(issue, TIER_NAMES[facts.tier], facts.grantsTier, setting);
    tx.create(reads.mailRef, appMail(recipient, 'payment-issue', content));
  }
}

/**
 * Reads the subscription from Stripe, then records it (and the event's receipt) in one
 * transaction; the outcome says what became of it. A redelivered event is recognised before
 * Stripe is asked.
 */
export async function syncSubscription(input: SyncInput): Promise<SyncOutcome> {
  const eventRef = input.eventId ? stripeEventDoc(input.eventId) : null;
  if (eventRef && (await eventRef.get()).exists) return 'duplicate';
  // Taken before the call: whatever Stripe answers is at least as new as this instant.
  const readAt = Date.now();
  const facts = await readSubscription(input.subscriptionId);
  return runTransaction((tx) => recordRead(tx, input, { facts, readAt }));
}

/** The transaction of a sync: reads and writes Firestore only, so a retry costs no Stripe call. */
async function recordRead(
  tx: Transaction,
  input: SyncInput,
  { facts, readAt }: StripeRead,
): Promise<SyncOutcome> {
  const eventRef = input.eventId ? stripeEventDoc(input.eventId) : null;
  if (eventRef && (await tx.get(eventRef)).exists) return 'duplicate';
  const user = facts ? await userOf(tx, facts, input.uid) : null;
  const recordRef = facts && user ? subscriptionRecord(user.id, facts.id) : null;
  const paymentRef =
    user && input.paid
      ? activityCollection(user.id).doc(paymentActivityId(input.paid.invoiceId))
      : null;
  const issue = facts?.billing?.paymentIssue;
  const mailRef =
    user && input.mailPaymentIssue && issue
      ? paymentIssueMailDoc(issue.invoiceId, issue.attempts)
      : null;
  const [recordSnap, paymentSnap, mailSnap] = await Promise.all([
    recordRef ? tx.get(recordRef) : null,
    paymentRef ? tx.get(paymentRef) : null,
    mailRef ? tx.get(mailRef) : null,
  ]);
  const outcome: SyncOutcome = !facts ? 'unknown-subscription' : !user ? 'unknown-user' : 'applied';
  if (facts && user) {
    writeChanges(
      tx,
      input,
      { facts, readAt },
      {
        user,
        newest: !(recordSnap && readLater(recordSnap, readAt)),
        paymentLogged: paymentSnap?.exists ?? false,
        mailRef: mailSnap && !mailSnap.exists ? mailRef : null,
      },
    );
  }
  if (eventRef) {
    tx.create(eventRef, {
      type: input.eventType ?? null,
      uid: user?.id ?? null,
      subscriptionId: input.subscriptionId,
      outcome,
      receivedAt: serverTime(),
    });
  }
  return outcome;
}

/** Records an event that needs no change (its receipt only), so a redelivery is recognised. */
export async function recordEvent(eventId: string, type: string): Promise<void> {
  await runTransaction(async (tx) => {
    const ref = stripeEventDoc(eventId);
    if ((await tx.get(ref)).exists) return;
    tx.create(ref, { type, uid: null, subscriptionId: null, receivedAt: serverTime() });
  });
}

type StoredBilling = Omit<Billing, 'currentPeriodEnd' | 'pendingChange' | 'paymentIssue'> & {
  currentPeriodEnd: { toDate(): Date };
  pendingChange?: { tier: Tier; period: Billing['period']; effectiveAt: { toDate(): Date } } | null;
  paymentIssue?:
    | (Omit<NonNullable<Billing['paymentIssue']>, 'nextAttemptAt'> & {
        nextAttemptAt: { toDate(): Date } | null;
      })
    | null;
};

/** The stored billing with its Timestamps as Dates. */
export function billingOf(data: DocumentData | undefined): Billing | null {
  const billing = data?.billing as StoredBilling | null | undefined;
  if (!billing) return null;
  const { pendingChange, paymentIssue } = billing;
  return {
    ...billing,
    currentPeriodEnd: billing.currentPeriodEnd.toDate(),
    pendingChange: pendingChange
      ? { ...pendingChange, effectiveAt: pendingChange.effectiveAt.toDate() }
      : null,
    paymentIssue: paymentIssue
      ? { ...paymentIssue, nextAttemptAt: paymentIssue.nextAttemptAt?.toDate() ?? null }
      : null,
  };
}

/** The caller's tier and billing as stored. */
export async function subscriptionState(uid: string): Promise<SubscriptionState> {
  const data = (await userDoc(uid).get()).data();
  return { subscriptionTier: tierOf(data), billing: billingOf(data) };
}
