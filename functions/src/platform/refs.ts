// Where each collection lives: everything of a user is under users/{uid}, so a lookup by id
// under the caller can never reach someone else's data.
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { userDoc } from './firestore';

export const projectsCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('projects');
export const tasksCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('tasks');
export const subtasksCollection = (uid: string, taskId: string): CollectionReference =>
  tasksCollection(uid).doc(taskId).collection('subtasks');
export const todosCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('todos');
export const goalsCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('goals');
export const groupsCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('groups');
export const analysesCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('analyses');

export const projectRef = (uid: string, id: string): DocumentReference =>
  projectsCollection(uid).doc(id);
export const taskRef = (uid: string, id: string): DocumentReference => tasksCollection(uid).doc(id);
export const goalRef = (uid: string, id: string): DocumentReference => goalsCollection(uid).doc(id);
export const groupRef = (uid: string, id: string): DocumentReference =>
  groupsCollection(uid).doc(id);
