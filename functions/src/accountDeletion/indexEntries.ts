// The documents outside users/{uid} that name the user: index entries and records that other
// features keep at the top level (each with a `uid` field), and the user's mark in every admin
// analysis run. Deleting an account deletes them all.
import { runDoneDoc, runsCollection } from '../analysis/runRefs';
import { MAIL } from '../mail/appMail';
import { REMINDER_SENDS, REMINDERS } from '../reminders/refs';
import { db } from '../platform/firestore';
import { GOOGLE_OAUTH_STATES } from '../calendar/googleOAuthStates';

/** Top-level collections whose documents carry the uid of the user they belong to. */
export const COLLECTIONS_NAMING_A_USER = [
  REMINDERS,
  REMINDER_SENDS,
  'pushTokenOwners',
  'calendarFeeds',
  GOOGLE_OAUTH_STATES,
  MAIL,
  'stripeEvents',
] as const;

const PAGE = 400;

async function deleteWhereUid(collection: string, uid: string): Promise<void> {
  for (;;) {
    const page = await db()
      .collection(collection)
      .where('uid', '==', uid)
      .limit(PAGE)
      .select()
      .get();
    if (page.empty) return;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    if (page.size < PAGE) return;
  }
}

/**
 * aiRuns/{runId}/done/{uid}: runs are few (one per admin request), so each is visited; listed
 * with listDocuments, which also names a run whose own document is missing.
 */
async function deleteRunMarks(uid: string): Promise<void> {
  const runs = await runsCollection().listDocuments();
  for (let start = 0; start < runs.length; start += PAGE) {
    const batch = db().batch();
    for (const run of runs.slice(start, start + PAGE)) batch.delete(runDoneDoc(run.id, uid));
    await batch.commit();
  }
}

export async function deleteIndexEntries(uid: string): Promise<void> {
  for (const collection of COLLECTIONS_NAMING_A_USER) await deleteWhereUid(collection, uid);
  await deleteRunMarks(uid);
}
