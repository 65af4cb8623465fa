import { DEFAULT_PLANS_CONFIG } from '@pomoplan/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { EMULATOR_HUB_URL, PROJECT_ID } from './config';

/** firebase-admin on the emulators (emulators:exec sets FIRESTORE_EMULATOR_HOST). */
export function adminDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside `firebase emulators:exec`');
  }
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

/** `npm start` seeds config/plans; a bare emulator run does not (the rules read it). */
export async function ensurePlansConfig(): Promise<void> {
  const ref = adminDb().doc('config/plans');
  if (!(await ref.get()).exists) await ref.set(DEFAULT_PLANS_CONFIG);
}

/**
 * `count` todos written as the app writes them, the first the newest and each `spacingMs`
 * older than the one before; `completed` and `dueType` say which are done and which are due today.
 */
export async function seedTodos(
  uid: string,
  count: number,
  label: string,
  { completed = () => false, dueType = () => 'anytime', spacingMs = 60_000 }: SeedTodosOptions = {},
): Promise<void> {
  const batch = adminDb().batch();
  for (let index = 0; index < count; index += 1) {
    const at = Timestamp.fromMillis(Date.now() - index * spacingMs);
    batch.set(adminDb().collection(`users/${uid}/todos`).doc(), {
      text: `${label} ${index + 1}`,
      completed: completed(index),
      dueType: dueType(index),
      goalId: null,
      userId: uid,
      createdAt: at,
      updatedAt: at,
    });
  }
  await batch.commit();
}

interface SeedTodosOptions {
  completed?: (index: number) => boolean;
  dueType?: (index: number) => 'today' | 'anytime';
  spacingMs?: number;
}

/** An open todo, written as the app writes one. */
export async function addTodo(uid: string, text: string): Promise<void> {
  const at = Timestamp.now();
  await adminDb().collection(`users/${uid}/todos`).add({
    text,
    completed: false,
    dueType: 'anytime',
    goalId: null,
    userId: uid,
    createdAt: at,
    updatedAt: at,
  });
}

export async function setTier(uid: string, tier: 'free' | 'pro' | 'master'): Promise<void> {
  await adminDb().doc(`users/${uid}`).update({ subscriptionTier: tier });
}

/**
 * Background triggers (task_created activity entries and so on) off while seeding, as
 * @firebase/rules-unit-testing's withFunctionTriggersDisabled does: thousands of seeded tasks
 * would otherwise queue thousands of function runs behind the measurements.
 */
export async function withTriggersDisabled<T>(work: () => Promise<T>): Promise<T> {
  const toggle = async (path: string) => {
    const response = await fetch(`${EMULATOR_HUB_URL}${path}`, { method: 'PUT' });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  await toggle('/functions/disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    await toggle('/functions/enableBackgroundTriggers');
  }
}
