// Tasks: users/{uid}/tasks/{id}. A document holds exactly the domain Task fields minus id, plus
// createdAt/updatedAt (firestore.rules checks the key list). Writes go straight to Firestore;
// the persistent multi-tab cache shows them at once in every tab and reverts a refused write.

import {
  TASK_QUERY_LIMIT,
  TaskInputSchema,
  TaskSchema,
  TaskUpdateSchema,
  timelineGroupQuery,
  type Task,
  type TimelineGroupKey,
  type TaskInput,
  type TaskUpdate,
} from '@pomoplan/domain';
import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect } from 'react';
import { browserTimeZone } from '../ui/timeZone';
import { deleteInBatches } from './batches';
import { taskCapsRef } from './caps';
import { useDb } from './sync/firestoreContext';
import { readForRestore, restoreOf, type Restore, type StoredDocument } from './restore';
import { subtasksCollection } from './subtasks';
import { useLiveDoc, useLiveQuery, type Live } from './sync/useLive';
import { userCollection, type ShownIn } from './userCollection';

const tasks = userCollection('tasks', TaskSchema);

export function tasksCollection(db: Firestore, uid: string) {
  return tasks.at(db, uid).collection;
}

export function taskRef(db: Firestore, uid: string, id: string) {
  return tasks.at(db, uid).doc(id);
}

/** The first `count` tasks of one timeline group (at most TASK_QUERY_LIMIT). */
export function timelineGroupTasksQuery(
  db: Firestore,
  uid: string,
  key: TimelineGroupKey,
  today: string,
  count: number,
) {
  const group = timelineGroupQuery(key, today);
  return query(
    tasksCollection(db, uid),
    ...group.filters.map(([field, op, value]) => where(field, op, value)),
    ...group.orderBy.map((field) => orderBy(field)),
    limit(Math.min(count, TASK_QUERY_LIMIT)),
  );
}

/** Tasks due from `start` to `end` inclusive, open or completed: one calendar month grid. */
export function tasksDueBetweenQuery(db: Firestore, uid: string, start: string, end: string) {
  return query(
    tasksCollection(db, uid),
    where('dueDate', '>=', start),
    where('dueDate', '<=', end),
    orderBy('dueDate'),
    limit(TASK_QUERY_LIMIT),
  );
}

/** The tasks of one project, newest first. */
export function projectTasksQuery(db: Firestore, uid: string, projectId: string) {
  return query(
    tasksCollection(db, uid),
    where('projectId', '==', projectId),
    orderBy('createdAt', 'desc'),
    limit(TASK_QUERY_LIMIT),
  );
}

/**
 * A reminder time as stored, with the zone of the clock it was read on (the browser's, as the
 * date-time input shows it), which a repeating reminder keeps as its local time of day.
 */
function reminderForWrite(value: Date | null | undefined) {
  if (value === undefined) return {};
  return value === null
    ? { reminderDateTime: null, reminderTimeZone: null }
    : { reminderDateTime: Timestamp.fromDate(value), reminderTimeZone: browserTimeZone() };
}

/** Creates a task from the dialog's input (validated again here). Resolves with its id. */
export function createTask(db: Firestore, uid: string, input: TaskInput): Promise<string> {
  const task = TaskInputSchema.parse(input);
  return tasks.at(db, uid).create(
    {
      title: task.title,
      description: task.description,
      projectId: task.projectId,
      estimatedPomodoros: task.estimatedPomodoros,
      pomodoroLength: task.pomodoroLength,
      dueDate: task.dueDate,
      ...reminderForWrite(task.reminderDateTime),
      reminderEnabled: task.reminderEnabled,
      recurrenceRule: task.recurrenceRule,
      parentTaskId: null,
      isCompleted: task.isCompleted,
    },
    listsOfNewTask(db, uid, task.projectId),
  );
}

/** The lists a new task joins: its project's, newest first. */
function listsOfNewTask(db: Firestore, uid: string, projectId: string | null): ShownIn<Task>[] {
  return projectId ? [{ query: projectTasksQuery(db, uid, projectId), newestFirst: true }] : [];
}

/** Shows the tasks the user adds in another tab of this browser at once (tabHandOff.ts). */
export function useTasksFromOtherTabs(uid: string): void {
  const db = useDb();
  useEffect(
    () => tasks.at(db, uid).echoFromOtherTabs((task) => listsOfNewTask(db, uid, task.projectId)),
    [db, uid],
  );
}

/** Writes only the fields in `update` (plus updatedAt), so concurrent edits of others survive. */
export function updateTask(db: Firestore, uid: string, id: string, update: TaskUpdate) {
  const parsed = TaskUpdateSchema.parse(update);
  return tasks.at(db, uid).update(id, {
    ...parsed,
    // Fixed at null: the rules refuse it in an update.
    parentTaskId: undefined,
    ...reminderForWrite(parsed.reminderDateTime),
  });
}

/**
 * Completing a recurring task is all the client does: a Cloud Function creates the next
 * occurrence, so two tabs or a retry can never create it twice.
 */
export function setTaskCompleted(
  db: Firestore,
  uid: string,
  id: string,
  isCompleted: boolean,
): Promise<void> {
  return updateTask(db, uid, id, { isCompleted });
}

/**
 * The task's subtasks and then the task, with their stored fields: Firestore does not delete
 * subcollections, and an undo writes them all back.
 */
async function taskAndSubtasks(db: Firestore, uid: string, id: string): Promise<StoredDocument[]> {
  const subtasks: StoredDocument[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    // Each page starts after the previous one: nothing is deleted until all are read.
    const page = await getDocs(
      query(
        subtasksCollection(db, uid, id).withConverter(null),
        orderBy(documentId()),
        ...(last ? [startAfter(last)] : []),
        limit(TASK_QUERY_LIMIT),
      ),
    );
    subtasks.push(...page.docs.map((snapshot) => ({ ref: snapshot.ref, data: snapshot.data() })));
    last = page.docs.at(-1);
    if (page.size < TASK_QUERY_LIMIT) break;
  }
  const task = await readForRestore(taskRef(db, uid, id).withConverter(null));
  return task ? [...subtasks, task] : subtasks;
}

/** Deletes a task with its subtasks; answers how to undo it (the task first, then subtasks). */
export async function deleteTask(db: Firestore, uid: string, id: string): Promise<Restore> {
  const stored = await taskAndSubtasks(db, uid, id);
  await deleteInBatches(db, [
    ...stored.map((document) => document.ref),
    taskCapsRef(taskRef(db, uid, id)),
  ]);
  return restoreOf(db, [...stored].reverse());
}

/** Deletes every task of a project with their subtasks, a page of tasks at a time. */
export async function deleteProjectTasks(
  db: Firestore,
  uid: string,
  projectId: string,
): Promise<void> {
  for (;;) {
    const page = await getDocs(
      query(tasksCollection(db, uid), where('projectId', '==', projectId), limit(100)),
    );
    if (page.empty) return;
    const stored = await Promise.all(page.docs.map((task) => taskAndSubtasks(db, uid, task.id)));
    await deleteInBatches(db, [
      ...stored.flat().map((document) => document.ref),
      ...page.docs.map((task) => taskCapsRef(task.ref)),
    ]);
  }
}

// ---- hooks -------------------------------------------------------------------------------

export function useTask(uid: string, id: string): Live<Task> {
  return useLiveDoc(taskRef(useDb(), uid, id));
}

/** The first `count` tasks of one timeline group, live. */
export function useTimelineGroupTasks(
  uid: string,
  key: TimelineGroupKey,
  today: string,
  count: number,
): Live<Task[]> {
  return useLiveQuery(timelineGroupTasksQuery(useDb(), uid, key, today, count));
}

export function useTasksDueBetween(uid: string, start: string, end: string): Live<Task[]> {
  return useLiveQuery(tasksDueBetweenQuery(useDb(), uid, start, end));
}

export function useProjectTasks(uid: string, projectId: string): Live<Task[]> {
  return useLiveQuery(projectTasksQuery(useDb(), uid, projectId));
}
