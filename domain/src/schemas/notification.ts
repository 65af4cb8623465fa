import { z } from 'zod';
import { documentId, flag, storedTimestamps, text } from './common';

/**
 * users/{uid}/notifications/{id}: an in-app notification. Written by the server only; the
 * owner may flip `read` (firestore.rules).
 */
export const NotificationSchema = z.object({
  id: documentId('Notification id'),
  title: text('Notification title'),
  body: text('Notification body').default(''),
  read: flag('Read').default(false),
  /** In-app path the notification leads to, e.g. the task's project page. */
  url: text('Notification link').nullable().default(null),
  taskId: text('Task id').nullable().default(null),
  ...storedTimestamps,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The newest notifications the bell keeps live. */
export const NOTIFICATION_LIST_LIMIT = 50;
