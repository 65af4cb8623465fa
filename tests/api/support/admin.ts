// Direct Firestore access to the emulator (firebase-admin) for arranging and checking data.
// emulators:exec sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../support/emulators';

export function adminDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the API tests through emulators:exec');
  }
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

export async function setTier(uid: string, tier: 'free' | 'pro' | 'master'): Promise<void> {
  await adminDb().doc(`users/${uid}`).update({ subscriptionTier: tier });
}

export async function readDoc(path: string): Promise<DocumentData | undefined> {
  return (await adminDb().doc(path).get()).data();
}

export async function counts(uid: string): Promise<DocumentData | undefined> {
  return readDoc(`users/${uid}/usage/counts`);
}

export interface ActivityEntry {
  id: string;
  action: string;
  details: Record<string, unknown>;
  changedBy: string;
}

export async function activities(uid: string): Promise<ActivityEntry[]> {
  const snapshot = await adminDb().collection(`users/${uid}/activity`).get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    action: String(doc.get('action')),
    details: (doc.get('details') ?? {}) as Record<string, unknown>,
    changedBy: String(doc.get('changedBy')),
  }));
}

/**
 * Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. The
 * default leaves room for a trigger's first run, which starts a process of its own: 10 s was
 * not enough with the browser suite running beside the API suite on two cores.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

// The functions emulator's Firestore triggers off for a mass write no trigger needs to see, as
// the bench seeds its heavy user. Only in an *.alone.test.ts file: every other file's triggers
// are off too.
export { withTriggersDisabled } from '../../../bench/tools/admin';
