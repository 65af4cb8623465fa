// The end of each running phase is a named Cloud Task at that moment, so it is announced with
// no tab open. The name carries the timer's revision: a pause, stop or skip removes the task of
// the revision it changed, and any that still arrives finds a newer revision and does nothing.
import { phaseEndMs, type FocusTimer } from '@pomoplan/domain';
import { deleteQueuedTask, enqueueTask, taskName } from '../platform/taskQueue';

export const END_FOCUS_PHASE = 'endFocusPhase';

export interface PhaseEndJob {
  uid: string;
  revision: number;
  endsAtMs: number;
}

function phaseEndTaskName(uid: string, timer: FocusTimer): string {
  return taskName('focus', uid, String(timer.startedAtMs), String(timer.revision));
}

/** Schedules the end of `timer`'s phase; a paused or waiting phase has none. */
export async function schedulePhaseEnd(uid: string, timer: FocusTimer): Promise<void> {
  const endsAtMs = phaseEndMs(timer);
  if (endsAtMs === null) return;
  const job: PhaseEndJob = { uid, revision: timer.revision, endsAtMs };
  await enqueueTask(END_FOCUS_PHASE, { ...job }, phaseEndTaskName(uid, timer), new Date(endsAtMs));
}

export async function cancelPhaseEnd(uid: string, timer: FocusTimer): Promise<void> {
  if (phaseEndMs(timer) === null) return;
  await deleteQueuedTask(END_FOCUS_PHASE, phaseEndTaskName(uid, timer));
}
