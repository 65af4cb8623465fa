// Valid documents of every client-written collection, exactly as the web app writes them
// (every key of the collection, timestamps from the server). Tests spread an override on top
// to make one thing wrong at a time.

import { addCapsSteps } from '../../../web/src/data/caps';
import {
  doc,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

export type CountedName = 'projects' | 'goals' | 'groups';

export function stamps(): DocumentData {
  return { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}

export function projectData(overrides: DocumentData = {}): DocumentData {
  return { name: 'Thesis', description: null, color: '#3B82F6', ...stamps(), ...overrides };
}

export function goalData(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Run a marathon',
    description: 'Sub four hours',
    color: '#22C55E',
    groupId: null,
    startDate: '2026-03-01',
    endDate: '2026-10-31',
    ...stamps(),
    ...overrides,
  };
}

export function groupData(overrides: DocumentData = {}): DocumentData {
  return { name: 'Health', color: '#EF4444', ...stamps(), ...overrides };
}

export function taskData(projectId: string, overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Write chapter 1',
    description: null,
    projectId,
    estimatedPomodoros: 4,
    pomodoroLength: 25,
    dueDate: '2026-05-14',
    reminderDateTime: Timestamp.fromDate(new Date('2026-05-14T08:00:00Z')),
    reminderEnabled: true,
    reminderTimeZone: 'Europe/Berlin',
    recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z',
    parentTaskId: null,
    isCompleted: false,
    ...stamps(),
    ...overrides,
  };
}

export function subtaskData(taskId: string, overrides: DocumentData = {}): DocumentData {
  return { title: 'Outline', taskId, isCompleted: false, ...stamps(), ...overrides };
}

export function todoData(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    text: 'Buy running shoes',
    completed: false,
    dueType: 'today',
    goalId: null,
    userId: uid,
    ...stamps(),
    ...overrides,
  };
}

/** One document of each client-written collection of `uid`: task t1 of project p1, subtask s1. */
export function onePerCollection(uid: string) {
  return {
    users: `users/${uid}`,
    projects: `users/${uid}/projects/p1`,
    goals: `users/${uid}/goals/g1`,
    groups: `users/${uid}/groups/gr1`,
    tasks: `users/${uid}/tasks/t1`,
    subtasks: `users/${uid}/tasks/t1/subtasks/s1`,
    todos: `users/${uid}/todos/td1`,
  } as const;
}
export type Collection = keyof ReturnType<typeof onePerCollection>;

/**
 * Valid documents at those paths but the user's (seeded by the environment), each with its
 * overrides. The goal has no dates, so that either date alone is judged on its own shape.
 */
export function onePerCollectionDocs(
  uid: string,
  overrides: Partial<Record<Exclude<Collection, 'users'>, DocumentData>> = {},
): Record<string, DocumentData> {
  const paths = onePerCollection(uid);
  return {
    [paths.projects]: projectData(overrides.projects),
    [paths.goals]: goalData({ startDate: null, endDate: null, ...overrides.goals }),
    [paths.groups]: groupData(overrides.groups),
    [paths.tasks]: taskData('p1', overrides.tasks),
    [paths.subtasks]: subtaskData('t1', overrides.subtasks),
    [paths.todos]: todoData(uid, overrides.todos),
  };
}

export const COUNTED_DATA: Readonly<
  Record<CountedName, (overrides?: DocumentData) => DocumentData>
> = { projects: projectData, goals: goalData, groups: groupData };

export interface CounterStep {
  /** How far the count moves: +1 for a create, -1 for a delete unless a test forges it. */
  by: number;
  /**
   * The marker the counter carries: by default the document and operation of the batch,
   * null for none at all.
   */
  lastChange?: DocumentData | null;
}

/**
 * A counted write built by hand, for the forging attempts the web helper never makes. With
 * `data` it creates the document, without it deletes it; `step` null leaves the counter out.
 */
export async function rawCountedWrite(
  db: Firestore,
  uid: string,
  name: CountedName,
  id: string,
  data: DocumentData | null,
  step: CounterStep | null,
): Promise<void> {
  const batch = writeBatch(db);
  const ref = doc(db, 'users', uid, name, id);
  if (data) batch.set(ref, data);
  else batch.delete(ref);
  if (step) {
    const marker =
      step.lastChange === undefined
        ? { lastChange: { collection: name, id, op: data ? 'create' : 'delete' } }
        : step.lastChange === null
          ? {}
          : { lastChange: step.lastChange };
    batch.update(doc(db, 'users', uid, 'usage', 'counts'), {
      [name]: increment(step.by),
      ...marker,
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

/** A counter update on its own, with no document written in the same batch. */
export async function counterOnly(db: Firestore, uid: string, update: DocumentData): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users', uid, 'usage', 'counts'), {
    updatedAt: serverTimestamp(),
    ...update,
  });
  await batch.commit();
}

/**
 * A create as the app makes it: with the step of its caps document (tasks, todos, subtasks) in
 * the same batch, so that a refusal tests the document, not a missing step.
 */
export function cappedCreate(ref: DocumentReference, data: DocumentData): Promise<void> {
  const batch = writeBatch(ref.firestore);
  batch.set(ref, data);
  addCapsSteps(batch, [ref]);
  return batch.commit();
}

/** A copy of `data` without `key`, for creates that leave a field out. */
export function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}
