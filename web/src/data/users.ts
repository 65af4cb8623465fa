import { UserSchema, type User } from '@pomoplan/domain';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { zodConverter } from './converter';
import { useDb } from './sync/firestoreContext';
import { KEPT_USER } from './sync/keptLists';
import { useKeptLiveDoc, type Live } from './sync/useLive';
import { pendingWrite } from './sync/pendingWrites';

const userConverter = zodConverter(UserSchema);

export function userRef(db: Firestore, uid: string) {
  return doc(db, 'users', uid).withConverter(userConverter);
}

/**
 * The signed-in user's document, live: a tier change by the server shows at once. A returning
 * visit shows the copy kept at the last until Firestore answers.
 */
export function useUserDoc(uid: string): Live<User> {
  return useKeptLiveDoc(KEPT_USER, uid, UserSchema, userRef(useDb(), uid));
}

export type NotificationSettings = Pick<
  User,
  'notifyInApp' | 'notifyEmail' | 'notifyPush' | 'notifyDigest' | 'notifyWeeklyReport'
>;

export type AiPreferences = Pick<User, 'dailyCapacity' | 'nightlyAnalysis'>;

/**
 * The only user fields a client may write (firestore.rules enforces the same list): the
 * notification switches and the AI assistant's preferences.
 */
function updateUser(
  db: Firestore,
  uid: string,
  fields: Partial<NotificationSettings & AiPreferences>,
) {
  return pendingWrite(
    updateDoc(doc(db, 'users', uid), { ...fields, updatedAt: serverTimestamp() }),
  );
}

export function updateNotificationSettings(
  db: Firestore,
  uid: string,
  settings: Partial<NotificationSettings>,
): Promise<void> {
  return updateUser(db, uid, settings);
}

/** The AI assistant's preferences: daily capacity in pomodoros, and the nightly summary. */
export function updateAiPreferences(
  db: Firestore,
  uid: string,
  preferences: Partial<AiPreferences>,
): Promise<void> {
  return updateUser(db, uid, preferences);
}
