// Subtasks: users/{uid}/tasks/{taskId}/subtasks/{id} {title, taskId, isCompleted, createdAt,
// updatedAt}. Deleting them with their task lives in tasks.ts.

import {
  SubtaskInputSchema,
  SubtaskSchema,
  SubtaskUpdateSchema,
  type Subtask,
  type SubtaskUpdate,
} from '@pomoplan/domain';
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { EMPTY, useLiveQuery } from './useLive';
import { zodConverter } from './converter';
import { definedFields } from './definedFields';

const SUBTASK_QUERY_LIMIT = 500;

const subtaskConverter = zodConverter(SubtaskSchema);

export function subtasksCollection(db: Firestore, uid: string, taskId: string) {
  return collection(db, 'users', uid, 'tasks', taskId, 'subtasks').withConverter(subtaskConverter);
}

function subtaskRef(db: Firestore, uid: string, taskId: string, id: string) {
  return doc(db, 'users', uid, 'tasks', taskId, 'subtasks', id);
}

/** A task's subtasks in the order they were added. */
export function subtasksQuery(db: Firestore, uid: string, taskId: string) {
  return query(
    subtasksCollection(db, uid, taskId),
    orderBy('createdAt'),
    limit(SUBTASK_QUERY_LIMIT),
  );
}

/** Adds an open subtask; `title` is trimmed and must not be blank. Resolves with its id. */
export async function createSubtask(
  db: Firestore,
  uid: string,
  taskId: string,
  title: string,
): Promise<string> {
  const subtask = SubtaskInputSchema.parse({ title, taskId, isCompleted: false });
  const ref = doc(collection(db, 'users', uid, 'tasks', taskId, 'subtasks'));
  await setDoc(ref, { ...subtask, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return ref.id;
}

export async function updateSubtask(
  db: Firestore,
  uid: string,
  taskId: string,
  id: string,
  update: SubtaskUpdate,
): Promise<void> {
  const parsed = SubtaskUpdateSchema.parse(update);
  const fields = definedFields({ ...parsed, updatedAt: serverTimestamp() });
  await updateDoc(subtaskRef(db, uid, taskId, id), fields);
}

export function deleteSubtask(db: Firestore, uid: string, taskId: string, id: string) {
  return deleteDoc(subtaskRef(db, uid, taskId, id));
}

export function useSubtasks(uid: string, taskId: string): { loading: boolean; data: Subtask[] } {
  const { loading, data } = useLiveQuery(subtasksQuery(useDb(), uid, taskId));
  return { loading, data: data ?? EMPTY };
}
