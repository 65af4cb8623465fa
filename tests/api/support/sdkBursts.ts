// Writing todos the way a script with a user's own token does (the Firestore SDK, batch after
// batch, each with the caps step the app's verbs add), for the caps tests.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll } from 'vitest';
import { addCapsSteps } from '../../../web/src/data/caps';
import { PROJECT_ID } from '../../support/emulators';
import type { TestUser } from './users';

const apps: ReturnType<typeof initializeApp>[] = [];

afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

/** The Firestore SDK signed in as `user`, as a script with the app's public config would be. */
export function sdkOf(user: TestUser): Firestore {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, user.uid);
  apps.push(app);
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), {
    mockUserToken: { sub: user.uid, user_id: user.uid },
  });
  return db;
}

export function todoFields(uid: string, text: string) {
  return {
    text,
    completed: false,
    dueType: 'anytime',
    goalId: null,
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/**
 * One batch of `size` todos with its caps step, as the app's verbs build it: it adds to the
 * account's window of creates and, when that is refused, opens the next window.
 */
export function burst(db: Firestore, uid: string, round: number, size: number): Promise<void> {
  const refs = Array.from({ length: size }, (_, index) =>
    doc(db, 'users', uid, 'todos', `burst-${round}-${index}`),
  );
  const commit = (opens: boolean) => {
    const batch = writeBatch(db);
    for (const ref of refs) batch.set(ref, todoFields(uid, `Burst ${round}`));
    addCapsSteps(batch, refs, opens);
    return batch.commit();
  };
  return commit(false).catch(() => commit(true));
}

export const outcomeOf = (written: Promise<void>) =>
  written.then(
    () => 'written',
    (error: { code?: string }) => String(error.code),
  );
