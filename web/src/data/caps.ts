// The caps step a batch that creates tasks, todos or subtasks must carry (see the caps header
// of firestore.rules): each caps document involved raised by the number of ids it adds, with
// those ids listed, in the same batch. users/{uid}/usage/caps counts tasks and todos, a task's
// users/{uid}/tasks/{taskId}/usage/caps its subtasks.

import { addedField, type CappedCollection } from '@pomoplan/domain';
import {
  doc,
  increment,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore';

type Counted = CappedCollection;

export interface CountedBy {
  caps: string;
  counted: Counted;
}

/** Which caps document counts a created document, and as what; null for other collections. */
export function countedBy(ref: DocumentReference): CountedBy | null {
  const [users, uid, parent, parentId, child, id] = ref.path.split('/');
  if (users !== 'users' || parentId === undefined) return null;
  if (child === undefined) {
    return parent === 'tasks' || parent === 'todos'
      ? { caps: `users/${uid}/usage/caps`, counted: parent }
      : null;
  }
  return parent === 'tasks' && child === 'subtasks' && id !== undefined
    ? { caps: `users/${uid}/tasks/${parentId}/usage/caps`, counted: 'subtasks' }
    : null;
}

/** The collections a caps document counts, each with its (empty) list of added ids. */
function listsOf(counted: Counted): Partial<Record<Counted, string[]>> {
  return counted === 'subtasks' ? { subtasks: [] } : { tasks: [], todos: [] };
}

function stepFields(lists: Partial<Record<Counted, string[]>>, opens: boolean): DocumentData {
  const fields: DocumentData = { updatedAt: serverTimestamp() };
  let added = 0;
  for (const [counted, ids] of Object.entries(lists) as [Counted, string[]][]) {
    fields[counted] = increment(ids.length);
    fields[addedField(counted)] = ids;
    added += ids.length;
  }
  if (!lists.subtasks) {
    fields.windowCreates = opens ? added : increment(added);
    if (opens) fields.windowStart = serverTimestamp();
  }
  return fields;
}

/**
 * Adds to `batch` the caps steps of the documents it creates, `created`, each listed once.
 * The account's step adds to its window of creates; with `opens`, it opens the next one, which
 * the rules allow only once the window is full and a minute old (capRefusal.ts).
 */
export function addCapsSteps(
  batch: WriteBatch,
  created: readonly DocumentReference[],
  opens = false,
): void {
  const steps = new Map<string, Partial<Record<Counted, string[]>>>();
  for (const ref of created) {
    const by = countedBy(ref);
    if (by === null) continue;
    const lists = steps.get(by.caps) ?? listsOf(by.counted);
    steps.set(by.caps, lists);
    lists[by.counted]?.push(ref.id);
  }
  const db = created[0]?.firestore;
  if (!db) return;
  for (const [path, lists] of steps) {
    batch.set(doc(db, path), stepFields(lists, opens), { merge: true });
  }
}

/** The caps document of a task: deleted with it, so that it never outlives its task. */
export function taskCapsRef(task: DocumentReference): DocumentReference {
  return doc(task, 'usage', 'caps');
}
