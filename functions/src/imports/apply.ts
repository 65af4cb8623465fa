// Previewing and applying an import draft in an account. The preview says what the file holds,
// what is already there from an earlier import (same keys), and whether the tier allows the
// new projects; the import then writes all of it or, past the limit, nothing.
import {
  canCreateMore,
  ProjectInputSchema,
  SubtaskInputSchema,
  TaskInputSchema,
  TIER_NAMES,
  type ImportPreview,
} from '@pomoplan/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { issuesMessage, LimitReachedError } from '../services/errors';
import { db, GRPC_ALREADY_EXISTS, serverTime, userDoc } from '../services/firestore';
import { plansConfigFrom, plansDoc, tierOf } from '../services/plans';
import { projectRef, subtasksCollection, taskRef } from '../services/refs';
import { countsDoc, createCountedMany } from '../services/usage';
import {
  draftSummary,
  ImportFileError,
  type DraftSubtask,
  type DraftTask,
  type ImportDraft,
  type ImportProblem,
} from './draft';

type BulkWriterError = FirebaseFirestore.BulkWriterError;

const READ_PAGE = 300;

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

function refsOf(uid: string, draft: ImportDraft) {
  return {
    projects: draft.projects.map((project) => projectRef(uid, project.key)),
    tasks: draft.tasks.map((task) => taskRef(uid, task.key)),
    subtasks: draft.subtasks.map((subtask) =>
      subtasksCollection(uid, subtask.taskKey).doc(subtask.key),
    ),
  };
}

const taskFields = (task: DraftTask) =>
  TaskInputSchema.parse({
    title: task.title,
    description: task.description,
    dueDate: task.dueDate,
    recurrenceRule: task.recurrenceRule,
    isCompleted: task.isCompleted,
    projectId: task.projectKey,
  });

const subtaskFields = (subtask: DraftSubtask) =>
  SubtaskInputSchema.parse({
    title: subtask.title,
    taskId: subtask.taskKey,
    isCompleted: subtask.isCompleted,
  });

/** Every item as the app stores it; an item the app would refuse refuses the file. */
function checkItems(draft: ImportDraft): void {
  const problems: ImportProblem[] = [];
  const check = (what: string, title: string, parse: () => unknown) => {
    try {
      parse();
    } catch (error) {
      const reason = error instanceof z.ZodError ? issuesMessage(error) : String(error);
      problems.push({ line: 0, reason: `${what} "${title.slice(0, 60)}": ${reason}` });
    }
  };
  for (const project of draft.projects) {
    check('Project', project.name, () => ProjectInputSchema.parse({ name: project.name }));
  }
  for (const task of draft.tasks) check('Task', task.title, () => taskFields(task));
  for (const subtask of draft.subtasks)
    check('Subtask', subtask.title, () => subtaskFields(subtask));
  if (problems.length > 0) throw new ImportFileError(problems.slice(0, 20));
}

export async function previewImport(uid: string, draft: ImportDraft): Promise<ImportPreview> {
  checkItems(draft);
  const refs = refsOf(uid, draft);
  const all = [...refs.projects, ...refs.tasks, ...refs.subtasks];
  const [there, user, plans, counts] = await Promise.all([
    existing(all),
    userDoc(uid).get(),
    plansDoc().get(),
    countsDoc(uid).get(),
  ]);
  const newProjects = refs.projects.filter((ref) => !there.has(ref.path)).length;
  const tier = tierOf(user.data());
  const limit = plansConfigFrom(plans.data()).limits[tier].projects;
  const current = Number(counts.get('projects') ?? 0);
  const allowed = newProjects === 0 || canCreateMore(limit, current + newProjects - 1);
  return {
    summary: draftSummary(draft),
    projects: draft.projects.length,
    tasks: draft.tasks.length,
    subtasks: draft.subtasks.length,
    repeatsKeptAsText: draft.repeatsKeptAsText,
    alreadyImported: there.size,
    refusal: allowed
      ? null
      : `Your ${TIER_NAMES[tier]} plan allows ${limit} project${limit === 1 ? '' : 's'}, and this file would add ${newProjects} to your ${current}. Upgrade your plan, or import a file with fewer projects.`,
  };
}

/** Writes the documents the account does not have yet; a second run of a file adds nothing. */
export async function applyImport(uid: string, draft: ImportDraft): Promise<ImportPreview> {
  const preview = await previewImport(uid, draft);
  if (preview.refusal) throw new LimitReachedError(preview.refusal);
  const refs = refsOf(uid, draft);
  // Projects first, counted in one transaction: past the limit it refuses before any task.
  await createCountedMany(
    uid,
    'projects',
    draft.projects.map((project) => ({
      id: project.key,
      data: ProjectInputSchema.parse({ name: project.name }),
    })),
  );
  const there = await existing([...refs.tasks, ...refs.subtasks]);
  const writer = db().bulkWriter();
  // Another import of the same file at the same time may have written one first: left alone.
  const alreadyThere = (error: BulkWriterError) => error.code === GRPC_ALREADY_EXISTS;
  writer.onWriteError((error) => !alreadyThere(error) && error.failedAttempts < 5);
  const failures: BulkWriterError[] = [];
  const create = (ref: DocumentReference, data: DocumentData) => {
    if (there.has(ref.path)) return;
    writer
      .create(ref, { ...data, createdAt: serverTime(), updatedAt: serverTime() })
      .catch((error: BulkWriterError) => {
        if (!alreadyThere(error)) failures.push(error);
      });
  };
  draft.tasks.forEach((task, index) => {
    const ref = refs.tasks[index];
    if (ref) create(ref, taskFields(task));
  });
  draft.subtasks.forEach((subtask, index) => {
    const ref = refs.subtasks[index];
    if (ref) create(ref, subtaskFields(subtask));
  });
  await writer.close();
  if (failures[0]) throw failures[0];
  return preview;
}
