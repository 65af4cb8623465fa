// Enqueues a Cloud Task for a task-queue function (onTaskDispatched). firebase-admin switches
// to the Cloud Tasks emulator by itself when CLOUD_TASKS_EMULATOR_HOST is set (the emulators
// set it), so the same call runs locally and in production.
import { getFunctions } from 'firebase-admin/functions';
import { REGION } from '../config';
import { adminApp } from '../services/firestore';

export type EnqueueOutcome = 'enqueued' | 'duplicate';

/** Cloud Tasks refuses a schedule time further ahead than this (720 hours). */
export const MAX_SCHEDULE_AHEAD_MS = 720 * 3_600_000;

/**
 * Enqueues `payload` for the task-queue function `functionName`, to run at `scheduleTime`.
 * `taskId` names the task, so enqueuing the same id twice (two overlapping runs, a retry)
 * leaves one task: the second call answers 'duplicate'. Ids may hold letters, digits, '-'
 * and '_' (at most 500 characters).
 */
export async function enqueueTask(
  functionName: string,
  payload: Record<string, unknown>,
  taskId: string,
  scheduleTime: Date,
): Promise<EnqueueOutcome> {
  const queue = getFunctions(adminApp()).taskQueue(`locations/${REGION}/functions/${functionName}`);
  const latest = new Date(Date.now() + MAX_SCHEDULE_AHEAD_MS - 60_000);
  try {
    await queue.enqueue(payload, {
      id: taskId,
      scheduleTime: scheduleTime > latest ? latest : scheduleTime,
    });
    return 'enqueued';
  } catch (error) {
    if (hasCode(error, 'functions/task-already-exists')) return 'duplicate';
    throw error;
  }
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
