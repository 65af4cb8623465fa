// Every page load posts the signed-in user to POST /api/auth/firebase, so sign-ins of one user
// overlap each other and the server's own transactions on the user (a reload while the last
// sign-in is still answered, two tabs opened together, a payment). A sign-in of a session the
// server already knows must not lock the user document: while a commit waits for a lock on
// the user, the emulator answers no Listen of that user, and two sign-ins that each read the
// user in a transaction wait for each other until one gives up.
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { activities, adminDb } from './support/admin';
import { api } from './support/http';
import { createUser, signInAgain, type TestUser } from './support/users';

const PROJECT_ID = 'demo-pomoplan';
const OVERLAPPING_SIGN_INS = 6;
// Each answer starts a worker of the functions emulator; on 2 cores that alone takes a while.
const EMULATOR_WORKERS_MS = 120_000;

/** The user's document as a client listener first receives it (the app's Firestore SDK). */
function firstSnapshotOfUser(user: TestUser): Promise<Record<string, unknown> | undefined> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, user.uid);
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), {
    mockUserToken: { sub: user.uid, user_id: user.uid },
  });
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      doc(db, 'users', user.uid),
      (snapshot) => {
        stop();
        resolve(snapshot.data());
      },
      reject,
    );
  });
}

/** A page load's sign-in, from a browser in the zone the user already has. */
function signIn(user: TestUser, timeZone: string) {
  return api<Record<string, unknown>>('POST', '/api/auth/firebase', user.idToken, {
    idToken: user.idToken,
    email: user.email,
    displayName: 'Ada Lovelace',
    photoURL: null,
    timeZone,
  });
}

describe('a sign-in of a known session', () => {
  it('answers, and leaves the user readable, while a transaction holds the user', async () => {
    const user = await createUser('Ada Lovelace');
    const userRef = adminDb().doc(`users/${user.uid}`);
    const timeZone = String((await userRef.get()).get('timeZone'));
    const seen = await adminDb().runTransaction(async (transaction) => {
      // This transaction's read holds the user document until it ends, after the checks.
      await transaction.get(userRef);
      const answer = await signIn(user, timeZone);
      const listened = await firstSnapshotOfUser(user);
      return { status: answer.status, body: answer.body, listened };
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: user.uid, firstName: 'Ada' });
    expect(seen.listened).toMatchObject({ email: user.email, subscriptionTier: 'free' });
    const actions = (await activities(user.uid)).map((entry) => entry.action);
    expect(actions).toEqual(['account_created']);
  });

  it(
    'logs a new session once when its sign-ins overlap, each answering 200',
    { timeout: EMULATOR_WORKERS_MS },
    async () => {
      const user = await createUser('Ada Lovelace');
      const later = await signInAgain(user);
      const timeZone = 'Europe/Paris';
      const answers = await Promise.all(
        Array.from({ length: OVERLAPPING_SIGN_INS }, () => signIn(later, timeZone)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        Array.from({ length: OVERLAPPING_SIGN_INS }, () => 200),
      );
      for (const answer of answers) expect(answer.body).toMatchObject({ timeZone });
      const actions = (await activities(user.uid)).map((entry) => entry.action).sort();
      expect(actions).toEqual(['account_created', 'user_login']);
    },
  );
});
