// Every document in the emulator that still names a user: the user document and anything under
// it, and any document anywhere whose id or data holds the uid. Collections are listed from the
// emulator itself, so a new collection that keeps a uid is found without naming it here.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

const mentions = (uid: string, id: string, data: unknown) =>
  id.includes(uid) || JSON.stringify(data).includes(uid);

export async function documentsNaming(db: Firestore, uid: string): Promise<string[]> {
  const found: string[] = [];
  const user = db.doc(`users/${uid}`);
  if ((await user.get()).exists) found.push(user.path);
  // Lists a collection that holds a document only deep down (an orphaned subtask) too.
  for (const collection of await user.listCollections()) found.push(`${collection.path}/…`);
  const topLevel = await db.listCollections();
  for (const collection of topLevel) {
    const snapshot = await collection.get();
    for (const doc of snapshot.docs) {
      if (mentions(uid, doc.id, doc.data())) found.push(doc.ref.path);
    }
  }
  // The one kind of document below the top level that other features keep per user.
  for (const doc of (await db.collectionGroup('done').get()).docs) {
    if (mentions(uid, doc.id, doc.data())) found.push(doc.ref.path);
  }
  return found;
}

/**
 * A deletion run has ended: the Auth user is gone (its last step), and so is the run's record,
 * which the run deletes right after. Before that, the record still names the user.
 */
export async function deletionEnded(auth: Auth, db: Firestore, uid: string): Promise<boolean> {
  try {
    await auth.getUser(uid);
    return false;
  } catch {
    return !(await db.doc(`accountDeletions/${uid}`).get()).exists;
  }
}
