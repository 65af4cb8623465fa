// Subtasks: users/{uid}/tasks/{taskId}/subtasks/{id} {title, taskId, isCompleted, createdAt,
// updatedAt}. Deleting them with their task lives in tasks.ts.

import {
  SubtaskInputSchema,
  SubtaskSchema,
  SubtaskUpdateSchema,
  type Subtask,
  type SubtaskUpdate,
} from '@pomoplan/domain';
import { limit, orderBy, type Firestore } from 'firebase/firestore';
import { useDb } from './sync/firestoreContext';
import { useLiveQuery, type Live } from './sync/useLive';
import { collectionModel } from './userCollection';

const SUBTASK_QUERY_LIMIT = 500;

const subtasks = collectionModel(
  SubtaskSchema,
  (uid: string, taskId: string) => `users/${uid}/tasks/${taskId}/subtasks`,
);

export function subtasksCollection(db: Firestore, uid: string, taskId: string) {
  return subtasks.at(db, uid, taskId).collection;
}

/** A task's subtasks in the order they were added. */
export function subtasksQuery(db: Firestore, uid: string, taskId: string) {
  return subtasks.at(db, uid, taskId).query(orderBy('createdAt'), limit(SUBTASK_QUERY_LIMIT));
}

/** Adds an open subtask; `title` is trimmed and must not be blank. Resolves with its id. */
export function createSubtask(
  db: Firestore,
  uid: string,
  taskId: string,
  title: string,
): Promise<string> {
  const subtask = SubtaskInputSchema.parse({ title, taskId, isCompleted: false });
  return subtasks.at(db, uid, taskId).create(subtask);
}

export function updateSubtask(
  db: Firestore,
  uid: string,
  taskId: string,
  id: string,
  update: SubtaskUpdate,
): Promise<void> {
  return subtasks.at(db, uid, taskId).update(id, SubtaskUpdateSchema.parse(update));
}

export function deleteSubtask(db: Firestore, uid: string, taskId: string, id: string) {
  return subtasks.at(db, uid, taskId).delete(id);
}

export function useSubtasks(uid: string, taskId: string): Live<Subtask[]> {
  return useLiveQuery(subtasksQuery(useDb(), uid, taskId));
}
