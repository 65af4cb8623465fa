// The caps on what one account holds (domain/accountCaps.ts) on the server's side: its own
// creates check and raise the same caps documents the security rules hold the web app to, and
// the recount brings a count back to the truth after deletes, which never lower it.
//
// A caps document is written whole: both counts (or the one of a task) with empty lists of
// added ids, so that the next step of the web app starts from a shape the rules accept.
import {
  ACCOUNT_CAPPED,
  ACCOUNT_CAPS,
  addedField,
  capReachedMessage,
  hasRoomFor,
  type CappedCollection,
} from '@pomoplan/domain';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { LimitReachedError } from '../platform/errors';
import { runTransaction, serverTime, userDoc } from '../platform/firestore';
import { subtasksCollection, taskRef } from '../platform/refs';

type AccountCapped = (typeof ACCOUNT_CAPPED)[number];
export type AccountHeld = Record<AccountCapped, number>;

export function accountCapsDoc(uid: string): DocumentReference {
  return userDoc(uid).collection('usage').doc('caps');
}

export function taskCapsDoc(uid: string, taskId: string): DocumentReference {
  return taskRef(uid, taskId).collection('usage').doc('caps');
}

function storedCount(data: DocumentData | undefined, field: string): number | null {
  const value: unknown = data?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

async function countAccount(tx: Transaction, uid: string): Promise<AccountHeld> {
  const [tasks, todos] = [
    await tx.get(userDoc(uid).collection('tasks').count()),
    await tx.get(userDoc(uid).collection('todos').count()),
  ];
  return { tasks: tasks.data().count, todos: todos.data().count };
}

async function countSubtasks(tx: Transaction, uid: string, taskId: string): Promise<number> {
  return (await tx.get(subtasksCollection(uid, taskId).count())).data().count;
}

/**
 * The counts the server writes, merged into the caps document: the window of the app's
 * creates stays as it is, so that a recount never opens a new one.
 */
function accountCapsFields(held: AccountHeld): DocumentData {
  return {
    ...held,
    [addedField('tasks')]: [],
    [addedField('todos')]: [],
    updatedAt: serverTime(),
  };
}

function taskCapsFields(subtasks: number | FieldValue): DocumentData {
  return { subtasks, [addedField('subtasks')]: [], updatedAt: serverTime() };
}

/** A task's caps raised by `subtasks` written beside them (set with merge). */
export function raisedTaskCaps(subtasks: number): DocumentData {
  return taskCapsFields(FieldValue.increment(subtasks));
}

/**
 * What the account holds by its caps document; counted when the document is missing or
 * damaged, or when it says there is no room for `adding` more of `collection` (the count may
 * still include deleted documents).
 */
async function accountHeld(
  tx: Transaction,
  uid: string,
  collection: AccountCapped,
  adding: number,
): Promise<AccountHeld> {
  const stored = (await tx.get(accountCapsDoc(uid))).data();
  const tasks = storedCount(stored, 'tasks');
  const todos = storedCount(stored, 'todos');
  if (tasks === null || todos === null) return countAccount(tx, uid);
  const held = { tasks, todos };
  return hasRoomFor(collection, held[collection], adding) ? held : countAccount(tx, uid);
}

/** A create refused by a cap; the real count was read, so `recountWhenRefused` stores it. */
class CapReachedError extends LimitReachedError {}

/**
 * Makes room for `adding` new documents of `collection` in a transaction that creates them:
 * reads (so call it before the transaction's first write), refuses past the cap with the cap's
 * message, and answers the write that raises the count, to be made with the creates.
 */
export async function reserveAccountRoom(
  tx: Transaction,
  uid: string,
  collection: AccountCapped,
  adding: number,
): Promise<() => void> {
  const held = await accountHeld(tx, uid, collection, adding);
  if (!hasRoomFor(collection, held[collection], adding)) {
    throw new CapReachedError(capReachedMessage(collection));
  }
  const after = { ...held, [collection]: held[collection] + adding };
  return () => tx.set(accountCapsDoc(uid), accountCapsFields(after), { merge: true });
}

/** The same for `adding` subtasks of one task. */
export async function reserveSubtaskRoom(
  tx: Transaction,
  uid: string,
  taskId: string,
  adding: number,
): Promise<() => void> {
  const stored = storedCount((await tx.get(taskCapsDoc(uid, taskId))).data(), 'subtasks');
  const held =
    stored !== null && hasRoomFor('subtasks', stored, adding)
      ? stored
      : await countSubtasks(tx, uid, taskId);
  if (!hasRoomFor('subtasks', held, adding)) {
    throw new CapReachedError(capReachedMessage('subtasks'));
  }
  return () => tx.set(taskCapsDoc(uid, taskId), taskCapsFields(held + adding));
}

/**
 * `created` (a transaction that reserved room), with the real count stored when a cap refused
 * it: a refused transaction writes nothing, and the rules must meet the same cap as the API
 * even where the server or an import wrote the documents.
 */
export async function recountWhenRefused<T>(
  uid: string,
  taskId: string | null,
  created: Promise<T>,
): Promise<T> {
  try {
    return await created;
  } catch (error) {
    if (error instanceof CapReachedError) {
      await (taskId === null ? recountAccount(uid) : recountTask(uid, taskId));
    }
    throw error;
  }
}

/** What the account really holds, written to its caps document. */
export async function recountAccount(uid: string): Promise<AccountHeld> {
  return runTransaction(async (tx) => {
    const held = await countAccount(tx, uid);
    tx.set(accountCapsDoc(uid), accountCapsFields(held), { merge: true });
    return held;
  });
}

/** Null when the task does not exist. */
export async function recountTask(uid: string, taskId: string): Promise<number | null> {
  return runTransaction(async (tx) => {
    if (!(await tx.get(taskRef(uid, taskId))).exists) return null;
    const held = await countSubtasks(tx, uid, taskId);
    tx.set(taskCapsDoc(uid, taskId), taskCapsFields(held));
    return held;
  });
}

/** Whether the caps have room for what an import would add; the refusal in words otherwise. */
export async function importRefusal(
  uid: string,
  adding: Readonly<Record<CappedCollection, number>>,
  /** The most subtasks the import adds to any one task. */
  subtasksOfOneTask: number,
): Promise<string | null> {
  if (!hasRoomFor('subtasks', 0, subtasksOfOneTask)) {
    return `A task in this file has ${subtasksOfOneTask} subtasks, past the ${ACCOUNT_CAPS.subtasks} one task can keep. Split the task before you import it.`;
  }
  const held = await runTransaction((tx) => countAccount(tx, uid), { readOnly: true });
  for (const collection of ACCOUNT_CAPPED) {
    if (adding[collection] > 0 && !hasRoomFor(collection, held[collection], adding[collection])) {
      const cap = ACCOUNT_CAPS[collection].toLocaleString('en-US');
      return `This file would add ${adding[collection]} ${collection} to the ${held[collection]} this account holds, past the ${cap} one account can keep. Import a smaller file, or delete ${collection} you no longer need.`;
    }
  }
  return null;
}
