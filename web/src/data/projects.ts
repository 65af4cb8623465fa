// Projects: users/{uid}/projects/{id}, a counted collection. Creates and deletes go through
// counted.ts only (the rules accept them only together with the matching counter step).

import {
  ProjectInputSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  type Project,
  type ProjectInput,
  type ProjectUpdate,
} from '@pomoplan/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { EMPTY, useLiveDoc, useLiveQuery } from './useLive';
import { zodConverter } from './converter';
import { definedFields } from './definedFields';
import { createCounted, deleteCounted } from './counted';
import { deleteProjectTasks } from './tasks';

// A free user has one project; a paying user's list is still read a bounded page at a time.
const PROJECT_QUERY_LIMIT = 500;

const projectConverter = zodConverter(ProjectSchema);

export function projectRef(db: Firestore, uid: string, id: string) {
  return doc(db, 'users', uid, 'projects', id).withConverter(projectConverter);
}

/** The user's projects in the order they were created. */
export function projectsQuery(db: Firestore, uid: string) {
  return query(
    collection(db, 'users', uid, 'projects').withConverter(projectConverter),
    orderBy('createdAt'),
    limit(PROJECT_QUERY_LIMIT),
  );
}

/** Rejects with Firestore's permission-denied when the tier's project limit is reached. */
export function createProject(db: Firestore, uid: string, input: ProjectInput): Promise<string> {
  return createCounted(db, uid, 'projects', ProjectInputSchema.parse(input));
}

export async function updateProject(
  db: Firestore,
  uid: string,
  id: string,
  update: ProjectUpdate,
): Promise<void> {
  const parsed = ProjectUpdateSchema.parse(update);
  const fields = definedFields({ ...parsed, updatedAt: serverTimestamp() });
  await updateDoc(doc(db, 'users', uid, 'projects', id), fields);
}

/**
 * Deletes the project's tasks (with their subtasks) first and the project last, so a failure
 * half-way leaves the project in place to delete again rather than tasks without a project.
 */
export async function deleteProject(db: Firestore, uid: string, id: string): Promise<void> {
  await deleteProjectTasks(db, uid, id);
  await deleteCounted(db, uid, 'projects', id);
}

export function useProjects(uid: string): { loading: boolean; data: Project[] } {
  const { loading, data } = useLiveQuery(projectsQuery(useDb(), uid));
  return { loading, data: data ?? EMPTY };
}

export function useProject(uid: string, id: string): { loading: boolean; data?: Project } {
  return useLiveDoc(projectRef(useDb(), uid, id));
}
