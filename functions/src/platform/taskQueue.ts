// Cloud Tasks, for any feature that fans work out or defers it. Each task carries a name chosen
// by the caller (per user and day, per reminder instant), so enqueueing the same work twice,
// from a retried run or two overlapping ones, is refused by the queue itself and counted as a
// duplicate, never run twice. firebase-admin switches to the Cloud Tasks emulator by itself
// when CLOUD_TASKS_EMULATOR_HOST is set (the emulators set it), so the same calls run locally.
import { createHash } from 'node:crypto';
import { REGION } from './config';
import { adminApp } from './firestore';

export interface NamedTask<T> {
  /** Unique per unit of work; see taskName. */
  name: string;
  data: T;
}

export interface EnqueueReport {
  queued: number;
  /** Tasks whose name the queue already knew (queued or run recently). */
  duplicates: number;
}

export type EnqueueOutcome = 'enqueued' | 'duplicate';

const TASK_NAME = /^[A-Za-z0-9_-]{1,400}$/;
/** Parallel enqueue calls per batch: enough to fan out fast, few enough for one instance. */
export const PARALLEL_ENQUEUES = 50;
/**
 * How long a dispatch may go unanswered before the attempt counts as failed and is retried:
 * Cloud Tasks' own default, 10 minutes, longer than any worker may run (up to 540 s). Given
 * explicitly because the Cloud Tasks emulator cuts a dispatch off at 60 s otherwise, and then
 * dispatches the task again while the first run goes on.
 */
const DISPATCH_DEADLINE_SECONDS = 600;
/** Cloud Tasks refuses a schedule time further ahead than this (720 hours). */
export const MAX_SCHEDULE_AHEAD_MS = 720 * 3_600_000;

/**
 * A task name from its parts. A short hash leads the name: Cloud Tasks spreads names with
 * varied prefixes better than sequential ones, and a part with characters a name may not hold
 * still gives a stable, distinct name.
 */
export function taskName(...parts: string[]): string {
  const readable = parts.join('-');
  const hash = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const candidate = `${hash.slice(0, 8)}-${readable}`;
  return TASK_NAME.test(candidate) ? candidate : hash;
}

function isDuplicate(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'functions/task-already-exists'
  );
}

// Loaded by the first enqueue: the workers and triggers that never enqueue never load it.
async function queueOf<T extends Record<string, unknown>>(functionName: string) {
  const { getFunctions } = await import('firebase-admin/functions');
  return getFunctions(adminApp()).taskQueue<T>(`locations/${REGION}/functions/${functionName}`);
}

/** Puts each task on the queue of the task function `functionName`, to run now. */
export async function enqueueTasks<T extends Record<string, unknown>>(
  functionName: string,
  tasks: readonly NamedTask<T>[],
): Promise<EnqueueReport> {
  const queue = await queueOf<T>(functionName);
  const report: EnqueueReport = { queued: 0, duplicates: 0 };
  for (let start = 0; start < tasks.length; start += PARALLEL_ENQUEUES) {
    await Promise.all(
      tasks.slice(start, start + PARALLEL_ENQUEUES).map(async ({ name, data }) => {
        try {
          await queue.enqueue(data, {
            id: name,
            dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS,
          });
          report.queued += 1;
        } catch (error) {
          if (!isDuplicate(error)) throw error;
          report.duplicates += 1;
        }
      }),
    );
  }
  return report;
}

/**
 * Enqueues `payload` for the task function `functionName`, to run at `scheduleTime` (capped at
 * what Cloud Tasks accepts). `taskId` names the task: the same id twice leaves one task, and the
 * second call answers 'duplicate'. Ids may hold letters, digits, '-' and '_'.
 */
export async function enqueueTask(
  functionName: string,
  payload: Record<string, unknown>,
  taskId: string,
  scheduleTime: Date,
): Promise<EnqueueOutcome> {
  const latest = new Date(Date.now() + MAX_SCHEDULE_AHEAD_MS - 60_000);
  const queue = await queueOf(functionName);
  try {
    await queue.enqueue(payload, {
      id: taskId,
      dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS,
      scheduleTime: scheduleTime > latest ? latest : scheduleTime,
    });
    return 'enqueued';
  } catch (error) {
    if (isDuplicate(error)) return 'duplicate';
    throw error;
  }
}

/**
 * Removes the task `taskId` from the queue of `functionName` before it runs; firebase-admin
 * takes a task already run, or never enqueued, as removed. Its name stays taken for a while.
 */
export async function deleteQueuedTask(functionName: string, taskId: string): Promise<void> {
  await (await queueOf(functionName)).delete(taskId);
}
