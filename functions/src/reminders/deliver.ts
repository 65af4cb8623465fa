// Delivers one reminder instant of one task, exactly once. Runs in a transaction that reads
// the task as it is now: a task edited, completed, deleted or switched off since the sweep
// sends nothing. The send guard reminderSends/{id} (keyed by series and instant) is created
// in the same transaction as the notification and the mail, so a retried, doubled or
// overlapping delivery finds it and sends nothing again.
import {
  isReminderInstant,
  nextReminderAt,
  reminderMessage,
  type ReminderMessage,
} from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { appUrl } from '../config';
import { db, getEach, serverTime, userDoc } from '../services/firestore';
import { taskRef } from '../services/refs';
import { appMail, mailRef } from '../mail/appMail';
import { mailRecipient } from '../mail/recipient';
import { reminderMail, writeInAppNotification } from './channels';
import { advanceEntry, syncReminderEntry } from './index';
import { reminderSendId, seriesIdOf } from './keys';
import { reminderEntryRef, reminderSendRef } from './refs';
import { readSwitch, readTask, readTimeZone } from './stored';

/** Send guards are kept this long (pruneExpired removes them), far past any retry. */
const SEND_GUARD_TTL_MS = 30 * 86_400_000;

export type DeliveryOutcome =
  | { outcome: 'early'; waitMs: number }
  | { outcome: 'stale' }
  | {
      outcome: 'sent' | 'already-sent';
      sendId: string;
      channels: string[];
      push: PendingPush | null;
    };

/** A push still to send after the transaction (the guard records it as 'pending'). */
export interface PendingPush {
  uid: string;
  sendId: string;
  message: ReminderMessage;
}

export interface ReminderJob {
  uid: string;
  taskId: string;
  dueAtMs: number;
}

export async function deliverReminder(
  job: ReminderJob,
  now: Date = new Date(),
): Promise<DeliveryOutcome> {
  // The Cloud Tasks emulator ignores scheduleTime, and a sweep enqueues a little ahead.
  if (now.getTime() < job.dueAtMs) return { outcome: 'early', waitMs: job.dueAtMs - now.getTime() };
  const { uid, taskId, dueAtMs } = job;
  const sendId = reminderSendId(uid, seriesIdOf(taskId), dueAtMs);
  const result = await db().runTransaction(async (tx): Promise<DeliveryOutcome> => {
    const entryRef = reminderEntryRef(uid, taskId);
    const [taskSnap, userSnap, entrySnap, sentSnap] = await getEach(
      tx,
      taskRef(uid, taskId),
      userDoc(uid),
      entryRef,
      reminderSendRef(sendId),
    );
    const task = readTask(taskSnap);
    const timeZone = readTimeZone(userSnap);
    const dueAt = new Date(dueAtMs);
    const storedDue: unknown = entrySnap.get('dueAt');
    const entry = {
      ref: entryRef,
      dueAtMs: storedDue instanceof Timestamp ? storedDue.toMillis() : null,
    };
    const next = task ? nextReminderAt(task, timeZone, new Date(dueAtMs + 1)) : null;
    if (sentSnap.exists) {
      advanceEntry(tx, entry, dueAtMs, next);
      // An earlier attempt that stopped between its transaction and its push.
      const pending = sentSnap.get('push') === 'pending' && task !== null;
      return {
        outcome: 'already-sent',
        sendId,
        channels: [],
        push: pending ? { uid, sendId, message: reminderMessage(task, dueAt, timeZone) } : null,
      };
    }
    if (!task || !isReminderInstant(task, timeZone, dueAt)) return { outcome: 'stale' };

    const message = reminderMessage(task, dueAt, timeZone);
    const channels: string[] = [];
    if (readSwitch(userSnap, 'notifyInApp', true)) {
      writeInAppNotification(tx, uid, sendId, taskId, message);
      channels.push('in-app');
    }
    const recipient = mailRecipient(userSnap);
    if (readSwitch(userSnap, 'notifyEmail', true) && recipient) {
      const content = reminderMail(message, appUrl.value());
      tx.create(mailRef(`reminder-${sendId}`), appMail(recipient, 'reminder', content));
      channels.push('e-mail');
    }
    const push = readSwitch(userSnap, 'notifyPush', false);
    tx.create(reminderSendRef(sendId), {
      uid,
      taskId,
      dueAt: Timestamp.fromMillis(dueAtMs),
      channels,
      push: push ? 'pending' : 'off',
      sentAt: serverTime(),
      expiresAt: Timestamp.fromMillis(dueAtMs + SEND_GUARD_TTL_MS),
    });
    advanceEntry(tx, entry, dueAtMs, next);
    return {
      outcome: 'sent',
      sendId,
      channels,
      push: push ? { uid, sendId, message } : null,
    };
  });
  // The instant no longer fits the task (its time or the user's time zone changed since the
  // sweep): the entry, still marked queued, would never be swept again. Re-synced, it moves to
  // the task's next instant.
  if (result.outcome === 'stale') await syncReminderEntry(uid, taskId, now);
  return result;
}
