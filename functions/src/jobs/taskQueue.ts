// Cloud Tasks, for any feature that fans work out: each task carries a name chosen by the
// caller (say, per user and day), so enqueueing the same work twice, from a retried plan or a
// second click, is refused by the queue itself and counted as a duplicate, never run twice.
// On the emulators firebase-admin enqueues to the Cloud Tasks emulator (CLOUD_TASKS_EMULATOR_HOST).
import { createHash } from 'node:crypto';
import { getFunctions } from 'firebase-admin/functions';
import { REGION } from '../config';
import { adminApp } from '../services/firestore';

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

const TASK_NAME = /^[A-Za-z0-9_-]{1,400}$/;
/** Parallel enqueue calls per batch: enough to fan out fast, few enough for one instance. */
const PARALLEL_ENQUEUES = 50;

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

/** Puts each task on the queue of the task function `functionName`. */
export async function enqueueTasks<T extends Record<string, unknown>>(
  functionName: string,
  tasks: readonly NamedTask<T>[],
): Promise<EnqueueReport> {
  const queue = getFunctions(adminApp()).taskQueue<T>(
    `locations/${REGION}/functions/${functionName}`,
  );
  const report: EnqueueReport = { queued: 0, duplicates: 0 };
  for (let start = 0; start < tasks.length; start += PARALLEL_ENQUEUES) {
    await Promise.all(
      tasks.slice(start, start + PARALLEL_ENQUEUES).map(async ({ name, data }) => {
        try {
          await queue.enqueue(data, { id: name });
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
