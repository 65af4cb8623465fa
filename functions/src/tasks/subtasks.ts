// users/{uid}/tasks/{taskId}/subtasks/{id} {title, taskId, isCompleted, createdAt, updatedAt}.
//
// PUT and DELETE /api/subtasks/{id} do not name the task. Firestore cannot look a document up
// by its bare id across a collection group (a documentId filter there needs the full path),
// so without the `taskId` hint the lookup scans the ids of the caller's own subtasks: a
// collection-group range over the paths under users/{uid}, ids only. Callers that know the
// task pass `?taskId=` and get a single read.
import {
  SubtaskSchema,
  type Subtask,
  type SubtaskInput,
  type SubtaskUpdate,
} from '@pomoplan/domain';
import { FieldPath, type DocumentReference } from 'firebase-admin/firestore';
import { db, entityConverter, runTransaction, serverTime, userDoc } from '../platform/firestore';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { recountWhenRefused, reserveSubtaskRoom } from '../plans/caps';
import { subtasksCollection, taskRef } from '../platform/refs';
import { deleteExisting, readBack, updateEntity } from '../platform/writes';

const subtaskConverter = entityConverter(SubtaskSchema);

const SCAN_PAGE = 1000;

export async function listSubtasks(
  uid: string,
  taskId: string,
  page: PageRequest,
): Promise<Page<Subtask> | null> {
  if (!(await taskRef(uid, taskId).get()).exists) return null;
  return listPage(subtasksCollection(uid, taskId).withConverter(subtaskConverter), page);
}

/** Null when the task does not exist. */
export async function createSubtask(uid: string, input: SubtaskInput): Promise<Subtask | null> {
  const ref = subtasksCollection(uid, input.taskId).doc();
  const created = await recountWhenRefused(
    uid,
    input.taskId,
    runTransaction(async (tx) => {
      if (!(await tx.get(taskRef(uid, input.taskId))).exists) return false;
      const count = await reserveSubtaskRoom(tx, uid, input.taskId, 1);
      tx.create(ref, { ...input, createdAt: serverTime(), updatedAt: serverTime() });
      count();
      return true;
    }),
  );
  return created ? readBack(ref, subtaskConverter) : null;
}

/**
 * The caller's subtask with this id. Paths sort segment by segment, so every document under
 * users/{uid} lies between 'users/{uid}' and 'users/{uid}\0' and no other user's does.
 */
async function findSubtaskRef(
  uid: string,
  id: string,
  taskId: string | undefined,
): Promise<DocumentReference | null> {
  if (taskId !== undefined) {
    const ref = subtasksCollection(uid, taskId).doc(id);
    return (await ref.get()).exists ? ref : null;
  }
  const owner = userDoc(uid).path;
  let query = db()
    .collectionGroup('subtasks')
    .orderBy(FieldPath.documentId())
    .startAfter(owner)
    .endBefore(`${owner}\u0000`)
    .select()
    .limit(SCAN_PAGE);
  for (;;) {
    const snapshot = await query.get();
    const match = snapshot.docs.find(
      (doc) => doc.id === id && doc.ref.path.startsWith(`${owner}/tasks/`),
    );
    if (match) return match.ref;
    const last = snapshot.docs.at(-1);
    if (snapshot.docs.length < SCAN_PAGE || !last) return null;
    query = query.startAfter(last.ref.path);
  }
}

export async function updateSubtask(
  uid: string,
  id: string,
  update: SubtaskUpdate,
  taskId?: string,
): Promise<Subtask | null> {
  const ref = await findSubtaskRef(uid, id, taskId);
  return ref ? updateEntity(ref, subtaskConverter, update) : null;
}

export async function deleteSubtask(uid: string, id: string, taskId?: string): Promise<boolean> {
  const ref = await findSubtaskRef(uid, id, taskId);
  return ref ? deleteExisting(ref) : false;
}
