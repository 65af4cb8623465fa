import { UserSchema, type User } from '@pomoplan/domain';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { zodConverter } from './converter';
import { useLiveDoc } from './useLive';

const userConverter = zodConverter(UserSchema);

export function userRef(db: Firestore, uid: string) {
  return doc(db, 'users', uid).withConverter(userConverter);
}

/** The signed-in user's document, live: a tier change by the server shows at once. */
export function useUserDoc(uid: string): User | undefined {
  const { data } = useLiveDoc(userRef(useDb(), uid));
  return data;
}

export type NotificationSettings = Pick<
  User,
  'notifyInApp' | 'notifyEmail' | 'notifyPush' | 'notifyDigest'
>;

/** The only user fields a client may write (firestore.rules enforces the same list). */
export function updateNotificationSettings(
  db: Firestore,
  uid: string,
  settings: Partial<NotificationSettings>,
): Promise<void> {
  return updateDoc(doc(db, 'users', uid), { ...settings, updatedAt: serverTimestamp() });
}

export type AiPreferences = Pick<User, 'dailyCapacity' | 'nightlyAnalysis'>;

/** The AI assistant's preferences: daily capacity in pomodoros, and the nightly summary. */
export function updateAiPreferences(
  db: Firestore,
  uid: string,
  preferences: Partial<AiPreferences>,
): Promise<void> {
  return updateDoc(doc(db, 'users', uid), { ...preferences, updatedAt: serverTimestamp() });
}
