// Previewing and applying an import draft in an account. The preview says what the file holds,
// what is already there from an earlier import (same keys), and whether the tier allows the
// new projects, goals and goal groups; the import then writes all of it or, past a limit,
// nothing.
import {
  canCreateMore,
  COUNTED_COLLECTIONS,
  GoalInputSchema,
  GroupInputSchema,
  ProjectInputSchema,
  SubtaskInputSchema,
  TaskInputSchema,
  TIER_NAMES,
  TodoInputSchema,
  UserSettingsUpdateSchema,
  type CountedCollection,
  type ImportPreview,
} from '@pomoplan/domain';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { issuesMessage, LimitReachedError } from '../platform/errors';
import { db, GRPC_ALREADY_EXISTS, serverTime, userDoc } from '../platform/firestore';
import { plansConfigFrom, plansDoc, tierOf } from '../plans/plans';
import {
  goalRef,
  groupRef,
  projectRef,
  subtasksCollection,
  taskRef,
  todosCollection,
} from '../platform/refs';
import { importRefusal, raisedTaskCaps, recountAccount, taskCapsDoc } from '../plans/caps';
import { countsDoc, createCountedMany, type CountedDocs } from '../plans/usage';
import { COMPLETED_FIELD } from '../reports/completions';
import { recountImportedWork } from '../reports/importedWork';
import { draftSummary, ImportFileError, type ImportDraft, type ImportProblem } from './draft';

type BulkWriterError = FirebaseFirestore.BulkWriterError;
type ItemKind = CountedCollection | 'tasks' | 'subtasks' | 'todos';

/** One document the import would create, with its fields as the app stores them. */
interface Item {
  kind: ItemKind;
  ref: DocumentReference;
  data: DocumentData;
}

interface Planned {
  label: string;
  title: string;
  kind: ItemKind;
  ref: DocumentReference;
  createdAt: string | undefined;
  fields: () => DocumentData;
}

type CountedItem = Item & { kind: CountedCollection };
const isCounted = (item: Item): item is CountedItem =>
  (COUNTED_COLLECTIONS as readonly string[]).includes(item.kind);

const READ_PAGE = 300;
/** Counted documents per transaction when a plan has room for more (see applyImport). */
const COUNTED_PER_TRANSACTION = 400;

const NOUNS: Record<CountedCollection, [string, string]> = {
  projects: ['project', 'projects'],
  goals: ['goal', 'goals'],
  groups: ['goal group', 'goal groups'],
};

async function existing(refs: readonly DocumentReference[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < refs.length; start += READ_PAGE) {
    const page = refs.slice(start, start + READ_PAGE);
    for (const snapshot of await db().getAll(...page, { fieldMask: [] })) {
      if (snapshot.exists) found.add(snapshot.ref.path);
    }
  }
  return found;
}

/** Every item of the draft, in the order they are written (a parent before what names it). */
function planOf(uid: string, draft: ImportDraft): Planned[] {
  return [
    ...draft.groups.map((group) => ({
      label: 'Goal group',
      title: group.name,
      kind: 'groups' as const,
      ref: groupRef(uid, group.key),
      createdAt: group.createdAt,
      fields: () => GroupInputSchema.parse({ name: group.name, color: group.color }),
    })),
    ...draft.goals.map((goal) => ({
      label: 'Goal',
      title: goal.name,
      kind: 'goals' as const,
      ref: goalRef(uid, goal.key),
      createdAt: goal.createdAt,
      fields: () =>
        GoalInputSchema.parse({
          name: goal.name,
          description: goal.description,
          color: goal.color,
          groupId: goal.groupKey,
          startDate: goal.startDate,
          endDate: goal.endDate,
        }),
    })),
    ...draft.projects.map((project) => ({
      label: 'Project',
      title: project.name,
      kind: 'projects' as const,
      ref: projectRef(uid, project.key),
      createdAt: project.createdAt,
      fields: () =>
        ProjectInputSchema.parse({
          name: project.name,
          description: project.description,
          color: project.color,
        }),
    })),
    ...draft.tasks.map((task) => ({
      label: 'Task',
      title: task.title,
      kind: 'tasks' as const,
      ref: taskRef(uid, task.key),
      createdAt: task.createdAt,
      fields: () =>
        TaskInputSchema.parse({
          title: task.title,
          description: task.description,
          dueDate: task.dueDate,
          recurrenceRule: task.recurrenceRule,
          isCompleted: task.isCompleted,
          projectId: task.projectKey,
          estimatedPomodoros: task.estimatedPomodoros,
          pomodoroLength: task.pomodoroLength,
          reminderDateTime: task.reminderDateTime,
          reminderEnabled: task.reminderEnabled,
          reminderTimeZone: task.reminderTimeZone ?? null,
        }),
    })),
    ...draft.subtasks.map((subtask) => ({
      label: 'Subtask',
      title: subtask.title,
      kind: 'subtasks' as const,
      ref: subtasksCollection(uid, subtask.taskKey).doc(subtask.key),
      createdAt: subtask.createdAt,
      fields: () =>
        SubtaskInputSchema.parse({
          title: subtask.title,
          taskId: subtask.taskKey,
          isCompleted: subtask.isCompleted,
        }),
    })),
    ...draft.todos.map((todo) => ({
      label: 'Todo',
      title: todo.text,
      kind: 'todos' as const,
      ref: todosCollection(uid).doc(todo.key),
      createdAt: todo.createdAt,
      fields: () => ({
        ...TodoInputSchema.parse({
          text: todo.text,
          completed: todo.completed,
          dueType: todo.dueType,
          goalId: todo.goalKey,
        }),
        userId: uid,
      }),
    })),
  ];
}

const reasonOf = (error: unknown) =>
  error instanceof z.core.$ZodError ? issuesMessage(error) : String(error);

/** Every item as the app stores it; an item the app would refuse refuses the file. */
function itemsOf(uid: string, draft: ImportDraft): Item[] {
  const problems: ImportProblem[] = [];
  const items: Item[] = [];
  for (const planned of planOf(uid, draft)) {
    try {
      const createdAt = planned.createdAt ? Timestamp.fromDate(new Date(planned.createdAt)) : null;
      const data = planned.fields();
      items.push({
        kind: planned.kind,
        ref: planned.ref,
        data: createdAt ? { ...data, createdAt } : data,
      });
    } catch (error) {
      const reason = reasonOf(error);
      problems.push({
        line: 0,
        reason: `${planned.label} "${planned.title.slice(0, 60)}": ${reason}`,
      });
    }
  }
  if (draft.settings) {
    const settings = UserSettingsUpdateSchema.safeParse(draft.settings);
    if (!settings.success)
      problems.push({ line: 0, reason: `Settings: ${reasonOf(settings.error)}` });
  }
  if (problems.length > 0) throw new ImportFileError(problems.slice(0, 20));
  return items;
}

interface Checked {
  preview: ImportPreview;
  /** The items the account does not have yet. */
  missing: Item[];
}

/** The first counted collection the new items would take past the plan's limit, in words. */
async function refusalOf(uid: string, missing: readonly Item[]): Promise<string | null> {
  const [user, plans, counts] = await Promise.all([
    userDoc(uid).get(),
    plansDoc().get(),
    countsDoc(uid).get(),
  ]);
  const tier = tierOf(user.data());
  for (const collection of COUNTED_COLLECTIONS) {
    const added = missing.filter((item) => item.kind === collection).length;
    const limit = plansConfigFrom(plans.data()).limits[tier][collection];
    const current = Number(counts.get(collection) ?? 0);
    if (added === 0 || canCreateMore(limit, current + added - 1)) continue;
    const [one, many] = NOUNS[collection];
    return `Your ${TIER_NAMES[tier]} plan allows ${limit} ${limit === 1 ? one : many}, and this file would add ${added} to your ${current}. Upgrade your plan, or import a file with fewer ${many}.`;
  }
  return null;
}

/** How many of `items` are subtasks of each task, by task id. */
function subtasksByTask(items: readonly Item[]): Map<string, number> {
  const byTask = new Map<string, number>();
  for (const item of items) {
    const taskId = item.kind === 'subtasks' ? item.ref.parent.parent?.id : undefined;
    if (taskId) byTask.set(taskId, (byTask.get(taskId) ?? 0) + 1);
  }
  return byTask;
}

/** The account's caps (tasks, todos, subtasks of one task) that the new items would pass. */
function capRefusal(uid: string, missing: readonly Item[]): Promise<string | null> {
  const adding = (kind: ItemKind) => missing.filter((item) => item.kind === kind).length;
  return importRefusal(
    uid,
    { tasks: adding('tasks'), todos: adding('todos'), subtasks: adding('subtasks') },
    Math.max(0, ...subtasksByTask(missing).values()),
  );
}

async function check(uid: string, draft: ImportDraft): Promise<Checked> {
  const items = itemsOf(uid, draft);
  const there = await existing(items.map((item) => item.ref));
  const missing = items.filter((item) => !there.has(item.ref.path));
  const refusal = (await refusalOf(uid, missing)) ?? (await capRefusal(uid, missing));
  return {
    preview: {
      summary: draftSummary(draft),
      projects: draft.projects.length,
      tasks: draft.tasks.length,
      subtasks: draft.subtasks.length,
      repeatsKeptAsText: draft.repeatsKeptAsText,
      alreadyImported: there.size,
      refusal,
    },
    missing,
  };
}

export async function previewImport(uid: string, draft: ImportDraft): Promise<ImportPreview> {
  return (await check(uid, draft)).preview;
}

/**
 * The counted items in one transaction, so that past a limit nothing is written. Only a plan
 * with room for more than a transaction holds (an unlimited one, in practice) gets several.
 */
async function createCounted(uid: string, items: readonly CountedItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += COUNTED_PER_TRANSACTION) {
    const docs: CountedDocs = {};
    for (const item of items.slice(start, start + COUNTED_PER_TRANSACTION)) {
      docs[item.kind] = [...(docs[item.kind] ?? []), { id: item.ref.id, data: item.data }];
    }
    await createCountedMany(uid, docs);
  }
}

/**
 * The uncounted items through a BulkWriter, which commits at most 20 writes a batch and paces
 * itself, so a file of 20,000 rows never makes one large commit.
 */
async function createUncounted(items: readonly Item[]): Promise<void> {
  const writer = db().bulkWriter();
  // Another import of the same file at the same time may have written one first: left alone.
  const alreadyThere = (error: BulkWriterError) => error.code === GRPC_ALREADY_EXISTS;
  writer.onWriteError((error) => !alreadyThere(error) && error.failedAttempts < 5);
  const failures: BulkWriterError[] = [];
  for (const { ref, data } of items) {
    writer
      .create(ref, { createdAt: serverTime(), ...data, updatedAt: serverTime() })
      .catch((error: BulkWriterError) => {
        if (!alreadyThere(error)) failures.push(error);
      });
  }
  await writer.close();
  if (failures[0]) throw failures[0];
}

/**
 * Brings the caps documents the items count in up to date (checked against the caps before
 * anything was written): the account's recounted, each task's raised by the subtasks it gained.
 */
async function recountCaps(uid: string, items: readonly Item[]): Promise<void> {
  if (items.some((item) => item.kind === 'tasks' || item.kind === 'todos')) {
    await recountAccount(uid);
  }
  const writer = db().bulkWriter();
  const failures: unknown[] = [];
  for (const [taskId, subtasks] of subtasksByTask(items)) {
    writer
      .set(taskCapsDoc(uid, taskId), raisedTaskCaps(subtasks), { merge: true })
      .catch((error: unknown) => failures.push(error));
  }
  await writer.close();
  if (failures[0]) throw failures[0];
}

/** Whether `item` is created completed: work done that the reports count. */
const arrivesCompleted = (item: Item) =>
  (item.kind === 'tasks' && item.data[COMPLETED_FIELD.task] === true) ||
  (item.kind === 'todos' && item.data[COMPLETED_FIELD.todo] === true);

/** Writes the documents the account does not have yet; a second run of a file adds nothing. */
export async function applyImport(uid: string, draft: ImportDraft): Promise<ImportPreview> {
  const { preview, missing } = await check(uid, draft);
  if (preview.refusal) throw new LimitReachedError(preview.refusal);
  // Counted items first: past a limit the transaction refuses before any task is written.
  await createCounted(uid, missing.filter(isCounted));
  const uncounted = missing.filter((item) => !isCounted(item));
  await createUncounted(uncounted);
  await recountCaps(uid, uncounted);
  await recountImportedWork(
    uid,
    uncounted.filter(arrivesCompleted).map((item) => item.ref.path),
  );
  if (draft.settings) {
    const settings = UserSettingsUpdateSchema.parse(draft.settings);
    await userDoc(uid).update({ ...settings, updatedAt: serverTime() });
  }
  return preview;
}
