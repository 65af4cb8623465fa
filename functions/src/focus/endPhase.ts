// The end of a focus phase, exactly once: in one transaction that reads the timer as it is now,
// the pomodoro is recorded, the next phase begins (running or waiting, by the settings) and the
// in-app notification is created under an id of the phase, so a repeated or doubled task finds
// a newer revision and does nothing. The push follows the transaction, which cannot hold it,
// at most once: a repeated task finds the phase already ended.
import {
  isWaiting,
  nextPhase,
  phaseEndMs,
  phaseEndTitle,
  PHASE_LABELS,
  type FocusTimer,
  type ReminderMessage,
} from '@pomoplan/domain';
import { getEach, runTransaction, userDoc } from '../platform/firestore';
import { reminderChannelsOf } from '../notify/userChannels';
import { writeInAppNotification } from '../notify/inAppNotification';
import { focusSettingsRef, readSettings, readTimer, timerRef } from './focusStore';
import { recordSession, sessionId } from './focusSessions';
import { pomodoroLengthOf } from './focusTimer';
import type { PhaseEndJob } from './phaseEndQueue';
import { offerPushStart, type PushStartOffer } from './pushStart';

/** A phase end's words, as a reminder's are said; `id` names its bell entry and push. */
export interface PhaseAnnouncement {
  uid: string;
  id: string;
  message: ReminderMessage;
}

export type PhaseEndOutcome =
  | { outcome: 'early'; waitMs: number }
  | { outcome: 'stale' }
  | {
      outcome: 'ended';
      next: FocusTimer;
      /** With the Start button of the next phase when it waits for one. */
      push: (PhaseAnnouncement & { start: PushStartOffer | null }) | null;
    };

/** What the end of `ended` says, naming the phase that follows. */
function announcement(uid: string, ended: FocusTimer, next: FocusTimer): PhaseAnnouncement {
  const nextName = PHASE_LABELS[next.phase].toLowerCase();
  const waits = next.pausedAtMs !== null;
  const body =
    ended.phase === 'focus'
      ? `Time for a ${nextName}.${waits ? ' Start it when you are ready.' : ''}`
      : `Ready for the next pomodoro?${waits ? '' : ' It has started.'}`;
  return {
    uid,
    id: `focus-${sessionId(ended)}`,
    message: {
      title: phaseEndTitle(ended.phase),
      body,
      path: '/todo',
      remindAt: null,
      dueDate: null,
    },
  };
}

export async function endPhase(job: PhaseEndJob, now: Date = new Date()): Promise<PhaseEndOutcome> {
  const nowMs = now.getTime();
  return runTransaction(async (tx) => {
    const [timerSnap, settingsSnap, userSnap] = await getEach(
      tx,
      timerRef(job.uid),
      focusSettingsRef(job.uid),
      userDoc(job.uid),
    );
    const timer = readTimer(timerSnap);
    if (timer === null || timer.revision !== job.revision) return { outcome: 'stale' } as const;
    const endsAtMs = phaseEndMs(timer);
    if (endsAtMs === null) return { outcome: 'stale' } as const;
    if (endsAtMs > nowMs) return { outcome: 'early', waitMs: endsAtMs - nowMs } as const;
    const length = await pomodoroLengthOf(tx, job.uid, timer.target);
    // The phase ended at its own end, not when the task arrived.
    recordSession(tx, job.uid, timer, endsAtMs, true);
    const next = nextPhase(timer, readSettings(settingsSnap), endsAtMs, length);
    tx.set(timerRef(job.uid), next);
    const said = announcement(job.uid, timer, next);
    const channels = reminderChannelsOf(userSnap);
    if (channels.inApp) writeInAppNotification(tx, job.uid, said.id, null, said.message);
    if (!channels.push) return { outcome: 'ended', next, push: null } as const;
    const start = isWaiting(next) ? offerPushStart(tx, job.uid, next) : null;
    return { outcome: 'ended', next, push: { ...said, start } } as const;
  });
}
