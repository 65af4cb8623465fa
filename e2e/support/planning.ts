// Writes planning data the way the server (or an earlier session) would, so tests can start
// from a known state without clicking through every form.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './users';

type DueType = 'today' | 'tomorrow' | 'anytime';

export interface SeedTodo {
  text: string;
  dueType?: DueType;
  goalId?: string | null;
  completed?: boolean;
  /** Minutes after a fixed start, so "Created" order is known. */
  createdMinute?: number;
}

const START = Date.UTC(2026, 0, 10, 9, 0);

export async function seedTodos(uid: string, todos: SeedTodo[]): Promise<string[]> {
  const db = adminDb();
  const batch = db.batch();
  const ids = todos.map((todo, index) => {
    const ref = db.collection(`users/${uid}/todos`).doc();
    const at = Timestamp.fromMillis(START + (todo.createdMinute ?? index) * 60_000);
    batch.set(ref, {
      text: todo.text,
      completed: todo.completed ?? false,
      dueType: todo.dueType ?? 'anytime',
      goalId: todo.goalId ?? null,
      userId: uid,
      createdAt: at,
      updatedAt: at,
    });
    return ref.id;
  });
  await batch.commit();
  return ids;
}

/** A group, counted in usage/counts as a client create would be. */
export async function seedGroup(uid: string, name: string, color = '#22C55E'): Promise<string> {
  const db = adminDb();
  const ref = db.collection(`users/${uid}/groups`).doc();
  const batch = db.batch();
  batch.set(ref, { name, color, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
  batch.update(db.doc(`users/${uid}/usage/counts`), { groups: FieldValue.increment(1) });
  await batch.commit();
  return ref.id;
}

export interface SeedGoal {
  name: string;
  color?: string;
  groupId?: string | null;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** A goal, counted in usage/counts as a client create would be. */
export async function seedGoal(uid: string, goal: SeedGoal): Promise<string> {
  const db = adminDb();
  const ref = db.collection(`users/${uid}/goals`).doc();
  const batch = db.batch();
  batch.set(ref, {
    name: goal.name,
    description: goal.description ?? null,
    color: goal.color ?? '#3B82F6',
    groupId: goal.groupId ?? null,
    startDate: goal.startDate ?? null,
    endDate: goal.endDate ?? null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  batch.update(db.doc(`users/${uid}/usage/counts`), { goals: FieldValue.increment(1) });
  await batch.commit();
  return ref.id;
}

/** An AI analysis as the nightly job writes it. */
export async function seedAnalysis(uid: string, aiResponse: string, createdAt: Date) {
  await adminDb()
    .collection(`users/${uid}/analyses`)
    .add({ aiResponse, createdAt: Timestamp.fromDate(createdAt) });
}

export async function usageCounts(uid: string) {
  return (await adminDb().doc(`users/${uid}/usage/counts`).get()).data();
}
