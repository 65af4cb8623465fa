// Projects and tasks written the way the web app would write them, so a test can start from a
// known state (e.g. six tasks on one day) without clicking through every form.
import { addDays, DEFAULT_PLANS_CONFIG, todayIn } from '@pomoplan/domain';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './users';

/** The browser time zone the task suites run in (see test.use({ timezoneId })). */
export const TIME_ZONE = 'Pacific/Auckland';

/** A day relative to today in TIME_ZONE: day(0) is today, day(-1) yesterday. */
export function day(offset: number): string {
  return addDays(todayIn(TIME_ZONE), offset);
}

/**
 * The security rules read the project limit from config/plans; `npm start` seeds it, a bare
 * emulator run does not.
 */
export async function ensurePlansConfig(): Promise<void> {
  const ref = adminDb().doc('config/plans');
  if (!(await ref.get()).exists) await ref.set(DEFAULT_PLANS_CONFIG);
}

/** A project, counted in usage/counts as the client's counted create would be. */
export async function seedProject(
  uid: string,
  name: string,
  color = '#3B82F6',
  description: string | null = null,
): Promise<string> {
  const db = adminDb();
  const ref = db.collection(`users/${uid}/projects`).doc();
  const batch = db.batch();
  batch.set(ref, {
    name,
    description,
    color,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.update(db.doc(`users/${uid}/usage/counts`), { projects: FieldValue.increment(1) });
  await batch.commit();
  return ref.id;
}

export interface SeedTask {
  title: string;
  projectId: string;
  dueDate?: string | null;
  isCompleted?: boolean;
  estimatedPomodoros?: number;
  pomodoroLength?: number;
  recurrenceRule?: string | null;
  description?: string | null;
  /** A reminder at this instant (switched on). */
  reminderAt?: Date;
}

export async function seedTasks(uid: string, tasks: SeedTask[]): Promise<string[]> {
  const db = adminDb();
  const batch = db.batch();
  const ids = tasks.map((task) => {
    const ref = db.collection(`users/${uid}/tasks`).doc();
    batch.set(ref, {
      title: task.title,
      description: task.description ?? null,
      projectId: task.projectId,
      estimatedPomodoros: task.estimatedPomodoros ?? 1,
      pomodoroLength: task.pomodoroLength ?? 25,
      dueDate: task.dueDate ?? null,
      reminderDateTime: task.reminderAt ? Timestamp.fromDate(task.reminderAt) : null,
      reminderEnabled: task.reminderAt !== undefined,
      reminderTimeZone: null,
      recurrenceRule: task.recurrenceRule ?? null,
      parentTaskId: null,
      isCompleted: task.isCompleted ?? false,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    return ref.id;
  });
  await batch.commit();
  return ids;
}

export async function storedTask(uid: string, id: string) {
  return (await adminDb().doc(`users/${uid}/tasks/${id}`).get()).data();
}

/** The stored tasks with this title (the web app picks the ids). */
export async function storedTasksTitled(
  uid: string,
  title: string,
): Promise<(DocumentData & { id: string })[]> {
  const snapshot = await adminDb()
    .collection(`users/${uid}/tasks`)
    .where('title', '==', title)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
