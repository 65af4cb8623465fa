// users/{uid}/projects/{id}: counted. Deleting a project deletes its tasks and their subtasks.
import {
  ProjectSchema,
  type Project,
  type ProjectInput,
  type ProjectUpdate,
} from '@pomoplan/domain';
import { entityConverter, readableDocs } from '../platform/firestore';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { projectRef, projectsCollection, tasksCollection } from '../platform/refs';
import { createCounted, deleteCounted } from '../plans/usage';
import { deleteAllMatching, readBack, updateEntity } from '../platform/writes';

const projectConverter = entityConverter(ProjectSchema);

export function listProjects(uid: string, page: PageRequest): Promise<Page<Project>> {
  return listPage(projectsCollection(uid).withConverter(projectConverter), page);
}

export async function createProject(uid: string, input: ProjectInput): Promise<Project> {
  const ref = await createCounted(uid, 'projects', async () => ({ ...input }));
  return readBack(ref, projectConverter);
}

export function updateProject(
  uid: string,
  id: string,
  update: ProjectUpdate,
): Promise<Project | null> {
  return updateEntity(projectRef(uid, id), projectConverter, update);
}

/**
 * Tasks go first: if the request dies half-way, the project is still there to delete again.
 * A sweep after the project is gone catches a task created in between.
 */
export async function deleteProject(uid: string, id: string): Promise<boolean> {
  if (!(await projectRef(uid, id).get()).exists) return false;
  const tasksOfProject = tasksCollection(uid).where('projectId', '==', id);
  await deleteAllMatching(tasksOfProject);
  const deleted = await deleteCounted(uid, 'projects', id);
  await deleteAllMatching(tasksOfProject);
  return deleted;
}

/** Every project, for the dashboard; a user with more than `max` gets the first `max`. */
export async function firstProjects(uid: string, max: number): Promise<Project[]> {
  const snapshot = await projectsCollection(uid)
    .withConverter(projectConverter)
    .orderBy('createdAt')
    .limit(max)
    .get();
  return readableDocs(snapshot.docs);
}
