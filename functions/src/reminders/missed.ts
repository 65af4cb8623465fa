// Reminders found more than an hour late (after an outage, or a queue that stalled) are not
// sent as if on time: each shows in the bell as missed, its entry moves on to the task's next
// reminder, and the user gets one message, on e-mail and push, that lists them all. The send
// guards are written in the same transaction, so a reminder is reported missed at most once
// and never also sent.
import {
  missedReminderMessage,
  missedRemindersSummary,
  nextReminderAt,
  type Task,
} from '@pomoplan/domain';
import { appUrl } from '../platform/config';
import { runTransaction } from '../platform/firestore';
import { channelsBesideFocus } from '../focus/quietFocus';
import { writeReminderMail } from './channels';
import { writeInAppNotification } from '../notify/inAppNotification';
import { reminderChannelsOf } from '../notify/userChannels';
import { advanceEntry } from './reminderIndex';
import { readJob, settleStale, type JobState, type ReminderJob } from './occurrence';
import { deliverPendingPush, type PendingPush } from './pushDelivery';
import { firstNameOf, reminderMail } from './reminderMail';
import { writeSendGuard } from './sendGuard';

/** Reminders one transaction reports (each writes a guard, a notification and its entry). */
export const MISSED_PER_TRANSACTION = 100;

interface Missed {
  task: Task;
  dueAt: Date;
  sendId: string;
}

interface Report {
  missed: Missed[];
  push: PendingPush | null;
  stale: ReminderJob[];
}

async function reportSome(uid: string, jobs: ReminderJob[], now: Date): Promise<Report> {
  return runTransaction(async (tx): Promise<Report> => {
    const states: JobState[] = [];
    for (const job of jobs) states.push(await readJob(tx, job));
    const report: Report = { missed: [], push: null, stale: [] };
    const [first] = states;
    if (!first) return report;
    const channels = await channelsBesideFocus(
      tx,
      uid,
      reminderChannelsOf(first.user),
      now.getTime(),
    );
    jobs.forEach((job, index) => {
      const state = states[index] as JobState;
      const { task, sendId } = state;
      if (task === null || sendId === null || (!state.sent && !state.due)) {
        report.stale.push(job);
        return;
      }
      // Moved past now, not just past this instant: every instant the outage skipped is over.
      const next = job.snooze === true ? null : nextReminderAt(task, state.timeZone, now);
      advanceEntry(tx, state.entry, job.dueAtMs, next);
      if (state.sent) return;
      const dueAt = new Date(job.dueAtMs);
      if (channels.inApp) {
        const message = missedReminderMessage(task, dueAt, state.timeZone, now);
        writeInAppNotification(tx, uid, sendId, job.taskId, message, true);
      }
      // The summary's push, if any, is recorded on the first missed reminder's guard.
      const carriesPush = channels.push && report.missed.length === 0;
      writeSendGuard(tx, job, sendId, {
        channels: channels.inApp ? ['in-app'] : [],
        push: carriesPush,
        missed: true,
      });
      report.missed.push({ task, dueAt, sendId });
    });
    const [firstMissed] = report.missed;
    if (!firstMissed) return report;
    const summary = missedRemindersSummary(report.missed, first.timeZone, now);
    if (channels.email !== null) {
      writeReminderMail(
        tx,
        `missed-${firstMissed.sendId}`,
        channels.email,
        reminderMail(summary, {
          appUrl: appUrl.value(),
          firstName: firstNameOf(first.user),
          projectName: null,
        }),
      );
    }
    if (channels.push) report.push = { uid, sendId: firstMissed.sendId, message: summary };
    return report;
  });
}

/** Reports one user's late reminders missed; resolves with how many were newly reported. */
export async function reportMissed(uid: string, jobs: ReminderJob[], now: Date): Promise<number> {
  let count = 0;
  for (let start = 0; start < jobs.length; start += MISSED_PER_TRANSACTION) {
    const report = await reportSome(uid, jobs.slice(start, start + MISSED_PER_TRANSACTION), now);
    count += report.missed.length;
    if (report.push) await deliverPendingPush(report.push);
    for (const job of report.stale) await settleStale(job, now);
  }
  return count;
}
