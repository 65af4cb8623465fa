// users/{uid}/todos/{id} {text, completed, dueType, goalId, userId, createdAt, updatedAt}.
// goalId is null or one of the caller's goals.
import {
  TodoSchema,
  type Todo,
  type TodoCountsResponse,
  type TodoFilters,
  type TodoInput,
  type TodoUpdate,
} from '@pomoplan/domain';
import type { Query, Transaction } from 'firebase-admin/firestore';
import { entityConverter, runTransaction, serverTime } from '../platform/firestore';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { recountWhenRefused, reserveAccountRoom } from '../plans/caps';
import { goalRef, todosCollection } from '../platform/refs';
import { assertReference, deleteExisting, readBack, updateEntity } from '../platform/writes';

const todoConverter = entityConverter(TodoSchema);

async function assertOwnGoal(tx: Transaction, uid: string, goalId: string | null | undefined) {
  if (goalId) await assertReference(tx, goalRef(uid, goalId), 'goalId: Goal not found');
}

export function listTodos(uid: string, page: PageRequest): Promise<Page<Todo>> {
  return listPage(todosCollection(uid).withConverter(todoConverter), page);
}

/**
 * Open and completed todos matching the To Do page's filters, over the whole history: the page
 * keeps only the newest completed todos live. Count aggregations cost one read per 1,000
 * matches, not one per todo.
 */
export async function countTodos(uid: string, filters: TodoFilters): Promise<TodoCountsResponse> {
  let matching: Query = todosCollection(uid);
  if (filters.due !== 'all') matching = matching.where('dueType', '==', filters.due);
  if (filters.goal.type === 'none') matching = matching.where('goalId', '==', null);
  if (filters.goal.type === 'goal') matching = matching.where('goalId', '==', filters.goal.goalId);
  const [active, completed] = await Promise.all([
    matching.where('completed', '==', false).count().get(),
    matching.where('completed', '==', true).count().get(),
  ]);
  return { active: active.data().count, completed: completed.data().count };
}

export async function createTodo(uid: string, input: TodoInput): Promise<Todo> {
  const ref = todosCollection(uid).doc();
  const created = runTransaction(async (tx) => {
    await assertOwnGoal(tx, uid, input.goalId);
    const count = await reserveAccountRoom(tx, uid, 'todos', 1);
    tx.create(ref, {
      ...input,
      userId: uid,
      createdAt: serverTime(),
      updatedAt: serverTime(),
    });
    count();
  });
  await recountWhenRefused(uid, null, created);
  return readBack(ref, todoConverter);
}

export async function updateTodo(
  uid: string,
  id: string,
  update: TodoUpdate,
): Promise<Todo | null> {
  const ref = todosCollection(uid).doc(id);
  // A plain field change (a toggle, a new text) needs no read: update() itself fails on a
  // missing todo, and concurrent toggles do not queue behind each other's transaction locks.
  if (!update.goalId) return updateEntity(ref, todoConverter, update);
  const goalId = update.goalId;
  const found = await runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    await assertOwnGoal(tx, uid, goalId);
    tx.update(ref, { ...update, updatedAt: serverTime() });
    return true;
  });
  return found ? readBack(ref, todoConverter) : null;
}

export function deleteTodo(uid: string, id: string): Promise<boolean> {
  return deleteExisting(todosCollection(uid).doc(id));
}
