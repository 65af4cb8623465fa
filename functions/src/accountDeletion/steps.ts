// What each step of an account deletion does. Every step can run again after a run stopped in
// its middle: each deletes what is still there and treats what is already gone as done.
import { stripe } from '../billing/stripe';
import { farewellMail, mailRef } from '../mail/appMail';
import { forgetGrant } from '../calendar/googleConnection';
import { db, GRPC_ALREADY_EXISTS, hasGrpcCode, userDoc } from '../platform/firestore';
import { cancelSubscriptionNow } from '../billing/payments';
import { deleteAuthUser } from './authUser';
import { deleteIndexEntries } from './indexEntries';
import type { DeletionRecord, DeletionStep } from '../platform/deletionRecord';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/** Cancels at once every subscription of the customer that could still bill. */
async function cancelSubscriptions(customerId: string | null): Promise<void> {
  if (!customerId) return;
  const subscriptions = await stripe().subscriptions.list({
    customer: customerId,
    status: 'all',
    limit: 100,
  });
  const running = subscriptions.data.filter((subscription) => !ENDED.has(subscription.status));
  await Promise.all(running.map((subscription) => cancelSubscriptionNow(subscription.id)));
}

/**
 * The user document and everything under it. Run again by the index step, for what arrived
 * meanwhile: a webhook about the cancelled subscription, a trigger of a deleted task.
 */
const deleteDocuments = (uid: string) => db().recursiveDelete(userDoc(uid));

async function sendConfirmation(record: DeletionRecord): Promise<void> {
  if (!record.mailTo) return;
  const text =
    'Your Pomoplan account and everything in it (projects, tasks, todos, goals, settings) ' +
    'are deleted, any subscription is cancelled and a connected Google Calendar is ' +
    'disconnected. Thank you for using Pomoplan.';
  try {
    await mailRef(record.mailId).create(
      farewellMail(record.mailTo, {
        subject: 'Your Pomoplan account is deleted',
        text,
        html: `<p>${text}</p>`,
      }),
    );
  } catch (error) {
    // Already written by an earlier run: one confirmation is enough.
    if (!hasGrpcCode(error, GRPC_ALREADY_EXISTS)) throw error;
  }
}

export const STEP_WORK: Record<
  DeletionStep,
  (uid: string, record: DeletionRecord) => Promise<void>
> = {
  subscription: (_uid, record) => cancelSubscriptions(record.stripeCustomerId),
  google: (uid) => forgetGrant(uid),
  documents: (uid) => deleteDocuments(uid),
  indexes: async (uid) => {
    await deleteIndexEntries(uid);
    await deleteDocuments(uid);
  },
  confirmation: (_uid, record) => sendConfirmation(record),
  auth: (uid) => deleteAuthUser(uid),
};
