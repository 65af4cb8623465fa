// Deleting a project reaches into its tasks and their subtasks: a module of its own, so the
// sidebar's project list (on every screen) does not load the task code with it.
import type { Firestore } from 'firebase/firestore';
import { projects } from './projects';
import { deleteProjectTasks } from './tasks';

/**
 * Deletes the project's tasks (with their subtasks) first and the project last, so a failure
 * half-way leaves the project in place to delete again rather than tasks without a project.
 */
export async function deleteProject(db: Firestore, uid: string, id: string): Promise<void> {
  await deleteProjectTasks(db, uid, id);
  await projects.at(db, uid).delete(id);
}
