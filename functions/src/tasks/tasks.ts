// users/{uid}/tasks/{id}. projectId must name one of the caller's projects; deleting a task
// deletes its subtasks. Completion side effects live in the triggers, so that the web app's
// direct Firestore writes and the API's behave the same.
import { z as zMini } from 'zod/mini';
import {
  TaskSchema,
  TIMELINE_GROUPS,
  timelineCompletedQuery,
  timelineGroupQuery,
  type Task,
  type TaskInput,
  type TaskUpdate,
  type TimelineCounts,
  type TimelineTaskQuery,
  whereTimeline,
} from '@pomoplan/domain';
import type { Query, Transaction } from 'firebase-admin/firestore';
import * as logs from '../platform/logs';
import { readTimeZone } from '../reminders/stored';
import {
  db,
  entityConverter,
  readableDocs,
  runTransaction,
  serverTime,
  userDoc,
} from '../platform/firestore';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { recountWhenRefused, reserveAccountRoom } from '../plans/caps';
import { projectRef, taskRef, tasksCollection } from '../platform/refs';
import { assertReference, readBack, updateEntity } from '../platform/writes';

export const taskConverter = entityConverter(TaskSchema);

function assertOwnProject(tx: Transaction, uid: string, projectId: string): Promise<void> {
  return assertReference(tx, projectRef(uid, projectId), 'projectId: Project not found');
}

export function listTasks(uid: string, page: PageRequest): Promise<Page<Task>> {
  return listPage(tasksCollection(uid).withConverter(taskConverter), page);
}

function countOf(uid: string, set: TimelineTaskQuery): Promise<number> {
  return whereTimeline<Query>(tasksCollection(uid), set)
    .count()
    .get()
    .then((snapshot) => snapshot.data().count);
}

/**
 * The size of each timeline group and the completed tasks on it, over every task: the page
 * loads only each group's first tasks. Count aggregations cost one read per 1,000 matches.
 */
export async function countTimeline(uid: string, today: string): Promise<TimelineCounts> {
  const [completed, ...sizes] = await Promise.all([
    countOf(uid, timelineCompletedQuery(today)),
    ...TIMELINE_GROUPS.map(({ key }) => countOf(uid, timelineGroupQuery(key, today))),
  ]);
  const groups = Object.fromEntries(
    TIMELINE_GROUPS.map(({ key }, index) => [key, sizes[index] ?? 0]),
  ) as TimelineCounts['groups'];
  return { groups, completed: completed ?? 0 };
}

export async function findTask(uid: string, id: string): Promise<Task | null> {
  return (await taskRef(uid, id).withConverter(taskConverter).get()).data() ?? null;
}

/**
 * A reminder time written without the zone it was meant in is taken in the user's zone (the
 * one their browser last reported), as the app does with the browser's own.
 */
async function withReminderZone<T extends TaskUpdate>(uid: string, fields: T): Promise<T> {
  if (fields.reminderDateTime === undefined || fields.reminderTimeZone !== undefined) {
    return fields;
  }
  const reminderTimeZone =
    fields.reminderDateTime === null ? null : readTimeZone(await userDoc(uid).get());
  return { ...fields, reminderTimeZone };
}

export async function createTask(uid: string, input: TaskInput): Promise<Task> {
  const ref = tasksCollection(uid).doc();
  const fields = await withReminderZone(uid, input);
  const created = runTransaction(async (tx) => {
    await assertOwnProject(tx, uid, fields.projectId);
    const count = await reserveAccountRoom(tx, uid, 'tasks', 1);
    tx.create(ref, { ...fields, createdAt: serverTime(), updatedAt: serverTime() });
    count();
  });
  await recountWhenRefused(uid, null, created);
  return readBack(ref, taskConverter);
}

export async function updateTask(
  uid: string,
  id: string,
  requested: TaskUpdate,
): Promise<Task | null> {
  const ref = taskRef(uid, id);
  const update = await withReminderZone(uid, requested);
  // A plain field change (completing a task, a new title) needs no read: update() itself fails
  // on a missing task, and concurrent changes do not queue behind transaction locks.
  if (update.projectId === undefined) return updateEntity(ref, taskConverter, update);
  const projectId = update.projectId;
  const found = await runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    await assertOwnProject(tx, uid, projectId);
    tx.update(ref, { ...update, updatedAt: serverTime() });
    return true;
  });
  return found ? readBack(ref, taskConverter) : null;
}

export async function deleteTask(uid: string, id: string): Promise<boolean> {
  const ref = taskRef(uid, id);
  if (!(await ref.get()).exists) return false;
  await db().recursiveDelete(ref);
  return true;
}

/** Tasks due from `start` to `end` (yyyy-MM-dd, both included), earliest first. */
export async function tasksDueBetween(
  uid: string,
  start: string,
  end: string,
  max: number,
): Promise<Task[]> {
  const snapshot = await tasksCollection(uid)
    .withConverter(taskConverter)
    .where('dueDate', '>=', start)
    .where('dueDate', '<=', end)
    .orderBy('dueDate')
    .limit(max)
    .get();
  return readableDocs(snapshot.docs);
}

export type TaskFigures = Pick<
  Task,
  'projectId' | 'isCompleted' | 'dueDate' | 'estimatedPomodoros' | 'pomodoroLength'
>;

const FIGURES = zMini.pick(TaskSchema, {
  projectId: true,
  isCompleted: true,
  dueDate: true,
  estimatedPomodoros: true,
  pomodoroLength: true,
});

/** The fields the dashboard adds up, for at most `max` tasks (and whether there were more). */
export async function taskFigures(
  uid: string,
  max: number,
): Promise<{ figures: TaskFigures[]; truncated: boolean }> {
  const snapshot = await tasksCollection(uid)
    .select('projectId', 'isCompleted', 'dueDate', 'estimatedPomodoros', 'pomodoroLength')
    .limit(max + 1)
    .get();
  const figures: TaskFigures[] = [];
  for (const doc of snapshot.docs.slice(0, max)) {
    const parsed = FIGURES.safeParse(doc.data());
    // A task the schema refuses is left out of the sums rather than failing the page.
    if (parsed.success) figures.push(parsed.data);
    else logs.storedDocumentSkipped(doc.ref.path, parsed.error.message);
  }
  return { figures, truncated: snapshot.docs.length > max };
}
