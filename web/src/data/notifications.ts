import { NOTIFICATION_LIST_LIMIT, NotificationSchema, type Notification } from '@pomoplan/domain';
import { limit, orderBy, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { useDb } from './sync/firestoreContext';
import { useLiveQuery, type Live } from './sync/useLive';
import { userCollection } from './userCollection';
import { pendingWrite } from './sync/pendingWrites';

const notifications = userCollection('notifications', NotificationSchema);

/** The newest notifications, live: a reminder the server writes shows in every open tab. */
export function notificationsQuery(db: Firestore, uid: string) {
  return notifications
    .at(db, uid)
    .query(orderBy('createdAt', 'desc'), limit(NOTIFICATION_LIST_LIMIT));
}

export function useNotifications(uid: string): Live<Notification[]> {
  return useLiveQuery(notificationsQuery(useDb(), uid));
}

/** The rules let the owner change `read` (and updatedAt) only. */
export function markNotificationRead(db: Firestore, uid: string, id: string, read = true) {
  return notifications.at(db, uid).update(id, { read });
}

export function markAllNotificationsRead(db: Firestore, uid: string, ids: readonly string[]) {
  const batch = writeBatch(db);
  const mine = notifications.at(db, uid);
  for (const id of ids) batch.update(mine.doc(id), { read: true, updatedAt: serverTimestamp() });
  return pendingWrite(batch.commit());
}
