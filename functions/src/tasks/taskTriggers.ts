// Task side effects as Firestore triggers, so that the web app's direct writes and the API's
// behave the same: activity entries, the next occurrence of a completed recurring task, and
// the reports' record of a completion.
// Events arrive at least once; every write here is keyed so a redelivery changes nothing.
import { TaskSchema, type Task } from '@pomoplan/domain';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';
import { capacityOf } from '../platform/capacity';
import { REGION } from '../platform/config';
import * as logs from '../platform/logs';
import { recordActivityOnce } from '../platform/activity';
import { LimitReachedError } from '../platform/errors';
import {
  getEach,
  parseStored,
  runTransaction,
  serverTime,
  StoredDataError,
} from '../platform/firestore';
import { reserveAccountRoom } from '../plans/caps';
import { followCompletion } from '../reports/completions';
import { projectRef, tasksCollection } from '../platform/refs';
import { nextOccurrenceOf } from './recurrence';

const TASK_PATH = 'users/{uid}/tasks/{taskId}';

function parseTask(id: string, path: string, data: unknown): Task | null {
  try {
    return parseStored(TaskSchema, id, path, data);
  } catch (error) {
    if (!(error instanceof StoredDataError)) throw error;
    logs.storedDocumentSkipped(path, error.message);
    return null;
  }
}

export const onTaskCreated = onDocumentCreated(
  { document: TASK_PATH, region: REGION, ...capacityOf('onTaskCreated') },
  async (event) => {
    const title: unknown = event.data?.get('title');
    if (typeof title !== 'string' || title.trim() === '') return;
    await recordActivityOnce(event.params.uid, event.id, {
      action: 'task_created',
      details: { taskName: title },
      changedBy: event.params.uid,
    });
  },
);

/**
 * Creates the next occurrence unless it exists, its project is gone or the account holds all
 * the tasks it can (then the series stops where it is, as a create in the app would).
 */
async function createNextOccurrence(uid: string, task: Task): Promise<void> {
  const next = nextOccurrenceOf(task);
  if (!next) return;
  const ref = tasksCollection(uid).doc(next.id);
  try {
    await runTransaction(async (tx) => {
      const [existing, project] = await getEach(tx, ref, projectRef(uid, task.projectId));
      if (existing.exists || !project.exists) return;
      const count = await reserveAccountRoom(tx, uid, 'tasks', 1);
      tx.create(ref, { ...next.fields, createdAt: serverTime(), updatedAt: serverTime() });
      count();
    });
  } catch (error) {
    if (!(error instanceof LimitReachedError)) throw error;
    logs.nextOccurrenceSkipped(ref.path, error.message);
  }
}

export const onTaskUpdated = onDocumentUpdated(
  { document: TASK_PATH, region: REGION, ...capacityOf('onTaskUpdated') },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!before || !after) return;
    const { uid } = event.params;
    await followCompletion(uid, 'task', before, after, new Date(event.time));
    if (before.get('isCompleted') === true || after.get('isCompleted') !== true) return;
    const task = parseTask(after.id, after.ref.path, after.data());
    if (!task) return;
    // The log entry comes last, so that once it exists the next occurrence has been settled.
    await createNextOccurrence(uid, task);
    await recordActivityOnce(uid, event.id, {
      action: 'task_completed',
      details: { taskName: task.title },
      changedBy: uid,
    });
  },
);
