// Notifications written as the server writes them (it is their only writer).
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './users';

/** A notification as the reminder worker writes it (the server is its only writer). */
export async function notify(
  uid: string,
  id: string,
  title: string,
  task: { url: string; taskId: string } | null = null,
) {
  await adminDb()
    .doc(`users/${uid}/notifications/${id}`)
    .set({
      title,
      body: 'Reminder · Today, 9:00 AM',
      url: task?.url ?? null,
      taskId: task?.taskId ?? null,
      read: false,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
}
