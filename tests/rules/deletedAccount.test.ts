// An account whose deletion has started, or is done, takes no more writes from a token that is
// still valid (an ID token lives up to an hour after its account is disabled or deleted);
// reading what is left stays as it was until the deletion removes it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { UID, useRulesEnv } from './support/env';
import { cappedCreate, onePerCollectionDocs, taskData, todoData } from './support/fixtures';

const rules = useRulesEnv();
const uid = UID.pro;

beforeEach(async () => {
  await rules.seed(onePerCollectionDocs(uid));
});

const edited = (fields: Record<string, unknown>) => ({ ...fields, updatedAt: serverTimestamp() });

/** The writes a signed-in owner makes every day: new items, edits, a delete. */
function everydayWrites() {
  const db = rules.db(uid);
  return [
    () => cappedCreate(doc(db, `users/${uid}/tasks/new-task`), taskData('p1')),
    () => cappedCreate(doc(db, `users/${uid}/todos/new-todo`), todoData(uid)),
    () => updateDoc(doc(db, `users/${uid}/tasks/t1`), edited({ title: 'Renamed' })),
    () => updateDoc(doc(db, `users/${uid}`), edited({ firstName: 'Grace' })),
    () => deleteDoc(doc(db, `users/${uid}/todos/td1`)),
  ];
}

describe('an account being deleted', () => {
  it('takes its owner’s writes while no deletion has started', async () => {
    for (const write of everydayWrites()) await assertSucceeds(write());
  });

  it('refuses every write once the deletion has started, and still lets the owner read', async () => {
    await rules.seed({ [`accountDeletions/${uid}`]: { requestedBy: uid, done: [] } });
    for (const write of everydayWrites()) await assertFails(write());
    await assertSucceeds(getDoc(doc(rules.db(uid), `users/${uid}/tasks/t1`)));
  });

  it('refuses a write under a user whose document is gone', async () => {
    await rules.remove(`users/${uid}`);
    const db = rules.db(uid);
    await assertFails(cappedCreate(doc(db, `users/${uid}/tasks/late`), taskData('p1')));
    await assertFails(cappedCreate(doc(db, `users/${uid}/todos/late`), todoData(uid)));
    await assertFails(updateDoc(doc(db, `users/${uid}/projects/p1`), edited({ name: 'Garden' })));
  });
});
