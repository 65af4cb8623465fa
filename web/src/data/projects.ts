// Projects: users/{uid}/projects/{id}, a counted collection: creates and deletes move the
// user's counter in the same batch (counted.ts), which the rules require.

import {
  ProjectInputSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  type Project,
  type ProjectInput,
  type ProjectUpdate,
} from '@pomoplan/domain';
import { limit, orderBy, type Firestore } from 'firebase/firestore';
import { useDb } from './sync/firestoreContext';
import { useLiveDoc, useLiveQuery, type Live } from './sync/useLive';
import { countedCollection } from './userCollection';

// A free user has one project; a paying user's list is still read a bounded page at a time.
const PROJECT_QUERY_LIMIT = 500;

export const projects = countedCollection('projects', ProjectSchema);

export function projectRef(db: Firestore, uid: string, id: string) {
  return projects.at(db, uid).doc(id);
}

/** The user's projects in the order they were created. */
export function projectsQuery(db: Firestore, uid: string) {
  return projects.at(db, uid).query(orderBy('createdAt'), limit(PROJECT_QUERY_LIMIT));
}

/** Rejects with Firestore's permission-denied when the tier's project limit is reached. */
export function createProject(db: Firestore, uid: string, input: ProjectInput): Promise<string> {
  return projects.at(db, uid).create(ProjectInputSchema.parse(input));
}

export function updateProject(db: Firestore, uid: string, id: string, update: ProjectUpdate) {
  return projects.at(db, uid).update(id, ProjectUpdateSchema.parse(update));
}

export function useProjects(uid: string): Live<Project[]> {
  return useLiveQuery(projectsQuery(useDb(), uid));
}

export function useProject(uid: string, id: string): Live<Project> {
  return useLiveDoc(projectRef(useDb(), uid, id));
}
