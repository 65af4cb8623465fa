import { z } from 'zod/mini';
import { SNOOZE_CHOICES } from '../snooze';
import { calendarDay, documentId, flag, instant, storedTimestamps, text } from './common';

/**
 * users/{uid}/notifications/{id}: an in-app notification. Written by the server only; the
 * owner may flip `read` (firestore.rules).
 */
export const NotificationSchema = z.object({
  id: documentId('Notification id'),
  title: text('Notification title'),
  body: z._default(text('Notification body'), ''),
  read: z._default(flag('Read'), false),
  /** In-app path the notification leads to, e.g. the task's project page. */
  url: z._default(z.nullable(text('Notification link')), null),
  taskId: z._default(z.nullable(text('Task id')), null),
  /** A reminder that could not be sent on time, listed instead of sent late. */
  missed: z._default(flag('Missed'), false),
  /** A reminder's time, so the bell can say it in words as time passes ('5 min ago'). */
  remindAt: z._default(z.nullable(instant('Reminder time')), null),
  /** The reminded task's due date, if it had one. */
  dueDate: z._default(z.nullable(calendarDay('Due date')), null),
  ...storedTimestamps,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The newest notifications the bell keeps live. */
export const NOTIFICATION_LIST_LIMIT = 50;

const snoozeChoice = z.enum(SNOOZE_CHOICES, {
  error: `Snooze must be one of ${SNOOZE_CHOICES.join(', ')}`,
});

/** POST /api/reminders/snooze: remind of the task again later. */
export const SnoozeInputSchema = z.object({
  taskId: documentId('Task', 'Say which task to snooze'),
  choice: snoozeChoice,
});
export type SnoozeInput = z.infer<typeof SnoozeInputSchema>;

export const SnoozeResponseSchema = z.object({
  taskId: z.string(),
  /** When the reminder comes again (ISO 8601). */
  until: z.string(),
});
export type SnoozeResponse = z.infer<typeof SnoozeResponseSchema>;

/**
 * POST /api/reminders/snooze-from-push: a push notification's snooze button. The service
 * worker has no sign-in; the reminder's id and the key its push carried stand for it.
 */
export const PushSnoozeInputSchema = z.object({
  sendId: documentId('Reminder'),
  key: text('Snooze key').check(
    z.maxLength(100, { error: 'Snooze key must be at most 100 characters' }),
  ),
  choice: snoozeChoice,
});
export type PushSnoozeInput = z.infer<typeof PushSnoozeInputSchema>;
