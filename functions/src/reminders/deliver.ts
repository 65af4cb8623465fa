// Delivers one reminder of one task, exactly once. Runs in a transaction that reads the task
// as it is now: a task edited, completed, deleted or switched off since the sweep sends
// nothing. The send guard reminderSends/{id} (keyed by series and occurrence) is created in
// the same transaction as the notification and the mail, so a retried, doubled or
// overlapping delivery finds it and sends nothing again. A reminder found more than an hour
// late is reported missed instead of sent.
import {
  MISSED_AFTER_MS,
  reminderMessage,
  type ReminderMessage,
  type Task,
} from '@pomoplan/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { appUrl } from '../platform/config';
import { runTransaction } from '../platform/firestore';
import { channelsBesideFocus } from '../focus/quietFocus';
import { projectRef } from '../platform/refs';
import { writeReminderMail } from './channels';
import { writeInAppNotification } from '../notify/inAppNotification';
import { reminderChannelsOf, type ReminderChannels } from '../notify/userChannels';
import { advanceEntry } from './reminderIndex';
import { reportMissed } from './missed';
import { readJob, settleStale, type JobState, type ReminderJob } from './occurrence';
import { firstNameOf, reminderMail, type ReminderMailSetting } from './reminderMail';
import type { PendingPush } from './pushDelivery';
import { writeSendGuard } from './sendGuard';

export type { ReminderJob } from './occurrence';

export type DeliveryOutcome =
  | { outcome: 'early'; waitMs: number }
  | { outcome: 'stale' }
  | { outcome: 'missed' }
  | {
      outcome: 'sent' | 'already-sent';
      sendId: string;
      channels: string[];
      push: PendingPush | null;
    };

/** What the mail names beside the task: the reader's first name and the task's project. */
async function mailSetting(
  tx: Transaction,
  state: JobState & { task: Task },
): Promise<ReminderMailSetting> {
  const project = await tx.get(projectRef(state.user.id, state.task.projectId));
  const name: unknown = project.get('name');
  return {
    appUrl: appUrl.value(),
    firstName: firstNameOf(state.user),
    projectName: typeof name === 'string' ? name : null,
  };
}

/** Writes the in-app notification and the mail a reminder goes out as; returns their names. */
function writeReminder(
  tx: Transaction,
  job: ReminderJob,
  sendId: string,
  channels: ReminderChannels,
  message: ReminderMessage,
  setting: ReminderMailSetting | null,
): string[] {
  const names: string[] = [];
  if (channels.inApp) {
    writeInAppNotification(tx, job.uid, sendId, job.taskId, message);
    names.push('in-app');
  }
  if (channels.email !== null && setting !== null) {
    writeReminderMail(tx, `reminder-${sendId}`, channels.email, reminderMail(message, setting));
    names.push('e-mail');
  }
  return names;
}

export async function deliverReminder(
  job: ReminderJob,
  now: Date = new Date(),
): Promise<DeliveryOutcome> {
  // The Cloud Tasks emulator ignores scheduleTime, and a sweep enqueues a little ahead.
  if (now.getTime() < job.dueAtMs) return { outcome: 'early', waitMs: job.dueAtMs - now.getTime() };
  if (now.getTime() - job.dueAtMs > MISSED_AFTER_MS) {
    await reportMissed(job.uid, [job], now);
    return { outcome: 'missed' };
  }
  const { uid, dueAtMs } = job;
  const result = await runTransaction(async (tx): Promise<DeliveryOutcome> => {
    const state = await readJob(tx, job);
    const { task, sendId, timeZone } = state;
    if (task === null || sendId === null) return { outcome: 'stale' };
    const message = reminderMessage(task, new Date(dueAtMs), timeZone, now);
    if (state.sent) {
      advanceEntry(tx, state.entry, dueAtMs, state.next);
      return {
        outcome: 'already-sent',
        sendId,
        channels: [],
        push: state.pushPending
          ? { uid, sendId, message, ...(state.snoozeKey ? { snoozeKey: state.snoozeKey } : {}) }
          : null,
      };
    }
    if (!state.due) return { outcome: 'stale' };

    const channels = await channelsBesideFocus(
      tx,
      uid,
      reminderChannelsOf(state.user),
      now.getTime(),
    );
    // Read before the first write, as a transaction must.
    const setting = channels.email === null ? null : await mailSetting(tx, { ...state, task });
    const names = writeReminder(tx, job, sendId, channels, message, setting);
    const snoozeKey = channels.push ? randomUUID() : undefined;
    writeSendGuard(tx, job, sendId, {
      channels: names,
      push: channels.push,
      missed: false,
      snoozeKey,
    });
    advanceEntry(tx, state.entry, dueAtMs, state.next);
    return {
      outcome: 'sent',
      sendId,
      channels: names,
      push: snoozeKey === undefined ? null : { uid, sendId, message, snoozeKey },
    };
  });
  if (result.outcome === 'stale') await settleStale(job, now);
  return result;
}
