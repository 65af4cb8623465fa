import {
  TodoInputSchema,
  TodoSchema,
  TodoUpdateSchema,
  type Todo,
  type TodoDueType,
  type TodoUpdate,
} from '@pomoplan/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveCollection } from './useLiveCollection';
import { zodConverter } from './converter';
import { definedFields } from './definedFields';
import { readForRestore, restoreOf, type Restore } from './restore';

const todoConverter = zodConverter(TodoSchema);

// The rules refuse unbounded lists. Completed todos pile up, so only the most recent are kept
// in view; open todos are a working set that stays far below the bound.
export const ACTIVE_TODOS_LIMIT = 500;
export const COMPLETED_TODOS_LIMIT = 200;

function todosCollection(db: Firestore, uid: string) {
  return collection(db, 'users', uid, 'todos');
}

function todoDoc(db: Firestore, uid: string, id: string) {
  return doc(db, 'users', uid, 'todos', id);
}

export function activeTodosQuery(db: Firestore, uid: string) {
  return query(
    todosCollection(db, uid).withConverter(todoConverter),
    where('completed', '==', false),
    orderBy('createdAt'),
    limit(ACTIVE_TODOS_LIMIT),
  );
}

export function completedTodosQuery(db: Firestore, uid: string) {
  return query(
    todosCollection(db, uid).withConverter(todoConverter),
    where('completed', '==', true),
    orderBy('updatedAt', 'desc'),
    limit(COMPLETED_TODOS_LIMIT),
  );
}

/** Where a page of completed todos ends: its last (oldest) todo. */
export interface CompletedTodosCursor {
  updatedAt: Date;
  id: string;
}

/**
 * The next page of completed todos after `after`, newest first. Ties in updatedAt are broken by
 * id, the order Firestore gives the first page too, so pages neither overlap nor skip.
 */
export function olderCompletedTodosQuery(db: Firestore, uid: string, after: CompletedTodosCursor) {
  return query(
    todosCollection(db, uid).withConverter(todoConverter),
    where('completed', '==', true),
    orderBy('updatedAt', 'desc'),
    orderBy(documentId(), 'desc'),
    startAfter(Timestamp.fromDate(after.updatedAt), after.id),
    limit(COMPLETED_TODOS_LIMIT),
  );
}

export function goalTodosQuery(db: Firestore, uid: string, goalId: string) {
  return query(
    todosCollection(db, uid).withConverter(todoConverter),
    where('goalId', '==', goalId),
    limit(ACTIVE_TODOS_LIMIT),
  );
}

export function useActiveTodos(uid: string): Todo[] | undefined {
  return useLiveCollection(activeTodosQuery(useFirestore(), uid)).data;
}

export function useCompletedTodos(uid: string): Todo[] | undefined {
  return useLiveCollection(completedTodosQuery(useFirestore(), uid)).data;
}

export function useOlderCompletedTodos(
  uid: string,
  after: CompletedTodosCursor,
): Todo[] | undefined {
  return useLiveCollection(olderCompletedTodosQuery(useFirestore(), uid, after)).data;
}

export function useGoalTodos(uid: string, goalId: string): Todo[] | undefined {
  return useLiveCollection(goalTodosQuery(useFirestore(), uid, goalId)).data;
}

export interface NewTodo {
  text: string;
  dueType: TodoDueType;
  goalId: string | null;
}

/**
 * Adds an open todo. The local cache shows it at once; the promise settles when the server
 * accepts or refuses it (a refusal removes it again).
 */
export async function createTodo(db: Firestore, uid: string, input: NewTodo): Promise<string> {
  const data = TodoInputSchema.parse({ ...input, completed: false });
  const ref = await addDoc(todosCollection(db, uid), {
    ...data,
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

export async function updateTodo(
  db: Firestore,
  uid: string,
  id: string,
  changes: TodoUpdate,
): Promise<void> {
  const data = TodoUpdateSchema.parse(changes);
  await updateDoc(todoDoc(db, uid, id), {
    ...definedFields(data),
    updatedAt: serverTimestamp(),
  });
}

/**
 * Deletes a todo and answers how to undo it: the same document written back under its id
 * (restore.ts).
 */
export async function deleteTodo(db: Firestore, uid: string, id: string): Promise<Restore> {
  const ref = todoDoc(db, uid, id);
  const stored = await readForRestore(ref);
  await deleteDoc(ref);
  return restoreOf(db, stored ? [stored] : []);
}
