// Keeps one completion record per completed task or todo, which the done buckets count: made
// when it is completed (at the time of that write, the same on a redelivery), brought up to date
// when a completed one is edited, removed when it is reopened. It follows updates only: a
// completed item deleted later stays counted as work done, and what is created completed (the
// seed, an import: importedWork.ts) is counted by a recount (recompute.ts).
import type { Completion } from '@pomoplan/domain';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { focusTallyRef } from '../focus/focusStore';
import { runTransaction } from '../platform/firestore';
import { projectRef, tasksCollection, todosCollection } from '../platform/refs';
import { completionRef } from './reportStore';
import { recomputeDoneAt } from './rollupBuckets';

export type CompletedKind = 'task' | 'todo';

/** The field that says a task or a todo is done. */
export const COMPLETED_FIELD = { task: 'isCompleted', todo: 'completed' } as const;

/** The fields of a task or todo that a completion record holds. */
const COUNTED_FIELDS: Record<CompletedKind, readonly string[]> = {
  task: [COMPLETED_FIELD.task, 'title', 'projectId', 'estimatedPomodoros'],
  todo: [COMPLETED_FIELD.todo, 'text', 'goalId'],
};

function isCompleted(kind: CompletedKind, snapshot: DocumentSnapshot | undefined): boolean {
  if (!snapshot?.exists) return false;
  return snapshot.get(COMPLETED_FIELD[kind]) === true;
}

const stringOr = (value: unknown, fallback: string | null) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** The record of `after` as it now is; `spent` from the focus tally, as at its completion. */
async function recordOf(
  uid: string,
  kind: CompletedKind,
  after: DocumentSnapshot,
): Promise<Omit<Completion, 'completedAt'>> {
  if (kind === 'todo') {
    return {
      kind,
      title: stringOr(after.get('text'), 'Todo') ?? 'Todo',
      projectId: null,
      projectName: null,
      goalId: stringOr(after.get('goalId'), null),
      estimated: 0,
      spent: 0,
    };
  }
  const projectId = stringOr(after.get('projectId'), null);
  const [project, tally] = projectId
    ? await Promise.all([projectRef(uid, projectId).get(), focusTallyRef(uid, projectId).get()])
    : [undefined, undefined];
  const estimated: unknown = after.get('estimatedPomodoros');
  const spent: unknown = tally?.get(`tasks.${after.id}.pomodoros`);
  return {
    kind,
    title: stringOr(after.get('title'), 'Task') ?? 'Task',
    projectId,
    projectName: stringOr(project?.get('name'), null),
    goalId: null,
    estimated: typeof estimated === 'number' && estimated >= 0 ? estimated : 0,
    spent: typeof spent === 'number' && spent >= 0 ? spent : 0,
  };
}

function changedCountedField(
  kind: CompletedKind,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): boolean {
  return COUNTED_FIELDS[kind].some(
    (field) => JSON.stringify(before?.get(field)) !== JSON.stringify(after?.get(field)),
  );
}

/**
 * Follows one write of a task or todo into its completion record and its bucket. The event
 * says that something changed; what the record holds follows the document as it now is, so
 * events delivered late or out of order (a delete after the re-create) leave it right.
 */
export async function followCompletion(
  uid: string,
  kind: CompletedKind,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
  eventTime: Date,
): Promise<void> {
  const was = isCompleted(kind, before);
  if (!was && !isCompleted(kind, after)) return;
  if (was && isCompleted(kind, after) && !changedCountedField(kind, before, after)) return;
  const id = (after ?? before)?.id;
  if (!id) return;
  const current = await (kind === 'task' ? tasksCollection(uid) : todosCollection(uid))
    .doc(id)
    .get();
  const ref = completionRef(uid, kind, id);
  if (!isCompleted(kind, current)) {
    const stored = await ref.get();
    const storedAt = (stored.get('completedAt') as Timestamp | undefined)?.toDate();
    if (stored.exists) await ref.delete();
    if (storedAt) await recomputeDoneAt(uid, [storedAt]);
    return;
  }
  // The document's own time of the write that left it completed (the server's clock, also
  // for an import or the seed); an event may arrive seconds after it.
  const updatedAt = (current.get('updatedAt') as Timestamp | undefined)?.toDate();
  const record = await recordOf(uid, kind, current);
  // A record already made keeps its completion time and the pomodoros spent by then: an edit
  // of a completed item changes what it is, not when it was done or what it took.
  const { storedAt, completedAt } = await runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    const kept = (stored.get('completedAt') as Timestamp | undefined)?.toDate();
    const spent: unknown = stored.get('spent');
    const at = kept ?? updatedAt ?? eventTime;
    tx.set(ref, {
      ...record,
      spent: typeof spent === 'number' ? spent : record.spent,
      completedAt: Timestamp.fromDate(at),
    });
    return { storedAt: kept, completedAt: at };
  });
  await recomputeDoneAt(uid, storedAt ? [storedAt, completedAt] : [completedAt]);
}
