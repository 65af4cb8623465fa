import { NOTIFICATION_LIST_LIMIT, NotificationSchema, type Notification } from '@pomoplan/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { useLiveQuery } from './useLive';
import { zodConverter } from './converter';

const notificationConverter = zodConverter(NotificationSchema);

/** The newest notifications, live: a reminder the server writes shows in every open tab. */
export function notificationsQuery(db: Firestore, uid: string) {
  return query(
    collection(db, 'users', uid, 'notifications').withConverter(notificationConverter),
    orderBy('createdAt', 'desc'),
    limit(NOTIFICATION_LIST_LIMIT),
  );
}

export function useNotifications(uid: string): Notification[] | undefined {
  return useLiveQuery(notificationsQuery(useDb(), uid)).data;
}

/** The rules let the owner change `read` (and updatedAt) only. */
export function markNotificationRead(db: Firestore, uid: string, id: string, read = true) {
  return updateDoc(doc(db, 'users', uid, 'notifications', id), {
    read,
    updatedAt: serverTimestamp(),
  });
}

export function markAllNotificationsRead(db: Firestore, uid: string, ids: readonly string[]) {
  const batch = writeBatch(db);
  for (const id of ids) {
    batch.update(doc(db, 'users', uid, 'notifications', id), {
      read: true,
      updatedAt: serverTimestamp(),
    });
  }
  return batch.commit();
}
