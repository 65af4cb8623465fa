import {
  ACTIVE_TODOS_LIMIT,
  COMPLETED_TODOS_LIMIT,
  TodoInputSchema,
  TodoSchema,
  TodoUpdateSchema,
  type Todo,
  type TodoDueType,
  type TodoUpdate,
} from '@pomoplan/domain';
import {
  documentId,
  limit,
  orderBy,
  startAfter,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useEffect } from 'react';
import { useDb } from './sync/firestoreContext';
import { keptWith, keptWithout } from './sync/keptLists';
import { readForRestore, restoreOf, type Restore } from './restore';
import { useKeptLiveQuery, useLiveQuery, type Live } from './sync/useLive';
import { userCollection, type ShownIn } from './userCollection';

const todos = userCollection('todos', TodoSchema);

export function activeTodosQuery(db: Firestore, uid: string) {
  return todos
    .at(db, uid)
    .query(where('completed', '==', false), orderBy('createdAt'), limit(ACTIVE_TODOS_LIMIT));
}

export function completedTodosQuery(db: Firestore, uid: string) {
  return todos
    .at(db, uid)
    .query(
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
  return todos
    .at(db, uid)
    .query(
      where('completed', '==', true),
      orderBy('updatedAt', 'desc'),
      orderBy(documentId(), 'desc'),
      startAfter(Timestamp.fromDate(after.updatedAt), after.id),
      limit(COMPLETED_TODOS_LIMIT),
    );
}

export function goalTodosQuery(db: Firestore, uid: string, goalId: string) {
  return todos.at(db, uid).query(where('goalId', '==', goalId), limit(ACTIVE_TODOS_LIMIT));
}

/** The name the open todos are kept under for the next visit (keptLists.ts). */
const ACTIVE_TODOS_KEPT = 'activeTodos';

/** The open todos; on a returning visit, the ones kept from the last until Firestore answers. */
export function useActiveTodos(uid: string): Live<Todo[]> {
  return useKeptLiveQuery(ACTIVE_TODOS_KEPT, uid, TodoSchema, activeTodosQuery(useDb(), uid));
}

export function useCompletedTodos(uid: string): Live<Todo[]> {
  return useLiveQuery(completedTodosQuery(useDb(), uid));
}

export function useOlderCompletedTodos(uid: string, after: CompletedTodosCursor): Live<Todo[]> {
  return useLiveQuery(olderCompletedTodosQuery(useDb(), uid, after));
}

export function useGoalTodos(uid: string, goalId: string): Live<Todo[]> {
  return useLiveQuery(goalTodosQuery(useDb(), uid, goalId));
}

export interface NewTodo {
  text: string;
  dueType: TodoDueType;
  goalId: string | null;
}

/** The lists a new open todo joins. */
function listsOfNewTodo(db: Firestore, uid: string, goalId: string | null): ShownIn<Todo>[] {
  const shownIn = [{ query: activeTodosQuery(db, uid) }];
  if (goalId !== null) shownIn.push({ query: goalTodosQuery(db, uid, goalId) });
  return shownIn;
}

/**
 * Adds an open todo. The local cache shows it at once, and the other tabs of this browser too;
 * the promise settles when the server accepts or refuses it (a refusal removes it again).
 */
export function createTodo(db: Firestore, uid: string, input: NewTodo): Promise<string> {
  const data = TodoInputSchema.parse({ ...input, completed: false });
  return todos.at(db, uid).create({ ...data, userId: uid }, listsOfNewTodo(db, uid, data.goalId));
}

/** Shows the todos the user adds in another tab of this browser at once (tabHandOff.ts). */
export function useTodosFromOtherTabs(uid: string): void {
  const db = useDb();
  useEffect(
    () => todos.at(db, uid).echoFromOtherTabs((todo) => listsOfNewTodo(db, uid, todo.goalId)),
    [db, uid],
  );
}

export function updateTodo(db: Firestore, uid: string, id: string, changes: TodoUpdate) {
  const update = TodoUpdateSchema.parse(changes);
  if (update.completed === true) keptWithout(ACTIVE_TODOS_KEPT, uid, id);
  if (update.completed === false) keptWith(ACTIVE_TODOS_KEPT, uid, id);
  return todos.at(db, uid).update(id, update);
}

/**
 * Deletes a todo and answers how to undo it: the same document written back under its id
 * (restore.ts).
 */
export async function deleteTodo(db: Firestore, uid: string, id: string): Promise<Restore> {
  const mine = todos.at(db, uid);
  const stored = await readForRestore(mine.doc(id));
  keptWithout(ACTIVE_TODOS_KEPT, uid, id);
  await mine.delete(id);
  return restoreOf(db, stored ? [stored] : []);
}
