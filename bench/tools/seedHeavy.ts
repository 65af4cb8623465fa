// A heavy user: thousands of todos and tasks written with firebase-admin in the exact shapes
// the web app writes (see firestore.rules: todoKeys, taskKeys, ...), with usage/counts moved in
// the same batch as the counted creates so the counters the rules rely on stay true.
import { addDays, todayIn } from '@pomoplan/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { TIME_ZONE } from './config';

const BATCH_SIZE = 400;
const DAY_MS = 86_400_000;

export interface HeavyShape {
  openTodos: number;
  completedTodos: number;
  tasks: number;
  projects: number;
}

export interface HeavySeed {
  today: string;
  projects: number;
  goals: number;
  groups: number;
  openTodos: number;
  completedTodos: number;
  tasks: number;
  openTasks: number;
  completedTasksFromToday: number;
  /** Days before and after today the due dates span. */
  dueSpan: { pastDays: number; futureDays: number };
}

type Write = { ref: DocumentReference; data: Record<string, unknown> };

const GOAL_COLORS = ['#3B82F6', '#22C55E', '#F97316', '#8B5CF6', '#EAB308', '#EC4899'];
const DUE_TYPES = ['today', 'tomorrow', 'anytime'] as const;
const WORDS = ['review', 'draft', 'call', 'plan', 'fix', 'write', 'read', 'tidy', 'book', 'send'];

const PAST_DAYS = 365;
const FUTURE_DAYS = 30;

function stamp(ms: number): Timestamp {
  return Timestamp.fromMillis(Math.round(ms));
}

function phrase(index: number): string {
  return `${WORDS[index % WORDS.length]} ${WORDS[(index * 7 + 3) % WORDS.length]} item ${index + 1}`;
}

async function commitAll(writes: readonly Write[]): Promise<void> {
  const db = adminDb();
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const { ref, data } of writes.slice(start, start + BATCH_SIZE)) batch.set(ref, data);
    await batch.commit();
  }
}

export async function seedHeavyUser(uid: string, shape: HeavyShape): Promise<HeavySeed> {
  const db = adminDb();
  const user = db.doc(`users/${uid}`);
  const now = Date.now();
  const today = todayIn(TIME_ZONE);
  const created = stamp(now - 400 * DAY_MS);

  // Counted collections first, in one batch with their counter step.
  const counted = db.batch();
  const groupIds = ['Work', 'Personal'].map((name, index) => {
    const ref = user.collection('groups').doc();
    counted.set(ref, { name, color: GOAL_COLORS[index], createdAt: created, updatedAt: created });
    return ref.id;
  });
  const goalIds = GOAL_COLORS.map((color, index) => {
    const ref = user.collection('goals').doc();
    counted.set(ref, {
      name: `Goal ${index + 1}`,
      description: null,
      color,
      groupId: index < 4 ? (groupIds[index % 2] as string) : null,
      startDate: null,
      endDate: null,
      createdAt: created,
      updatedAt: created,
    });
    return ref.id;
  });
  const projectIds = Array.from({ length: shape.projects }, (_, index) => {
    const ref = user.collection('projects').doc();
    counted.set(ref, {
      name: `Project ${index + 1}`,
      description: null,
      color: GOAL_COLORS[index % GOAL_COLORS.length],
      createdAt: created,
      updatedAt: created,
    });
    return ref.id;
  });
  counted.update(db.doc(`users/${uid}/usage/counts`), {
    projects: FieldValue.increment(projectIds.length),
    goals: FieldValue.increment(goalIds.length),
    groups: FieldValue.increment(groupIds.length),
  });
  await counted.commit();

  const writes: Write[] = [];
  for (let index = 0; index < shape.openTodos; index += 1) {
    const at = stamp(now - (index + 1) * 3_600_000);
    writes.push({
      ref: user.collection('todos').doc(),
      data: {
        text: `Open: ${phrase(index)}`,
        completed: false,
        dueType: DUE_TYPES[index % DUE_TYPES.length],
        goalId: index % 3 === 0 ? goalIds[index % goalIds.length] : null,
        userId: uid,
        createdAt: at,
        updatedAt: at,
      },
    });
  }
  for (let index = 0; index < shape.completedTodos; index += 1) {
    // Spread over the past year: the history that must not be read in full.
    const createdMs = now - ((index + 1) / shape.completedTodos) * 365 * DAY_MS;
    writes.push({
      ref: user.collection('todos').doc(),
      data: {
        text: `Done: ${phrase(index)}`,
        completed: true,
        dueType: DUE_TYPES[index % DUE_TYPES.length],
        goalId: index % 4 === 0 ? goalIds[index % goalIds.length] : null,
        userId: uid,
        createdAt: stamp(createdMs),
        updatedAt: stamp(createdMs + 6 * 3_600_000),
      },
    });
  }

  let openTasks = 0;
  let completedTasksFromToday = 0;
  for (let index = 0; index < shape.tasks; index += 1) {
    // Due dates spread evenly from a year ago to a month ahead; 1 % have none. Old tasks are
    // mostly done, upcoming ones mostly open, as for someone who keeps their list tidy.
    const offset = -PAST_DAYS + Math.floor((index * (PAST_DAYS + FUTURE_DAYS)) / shape.tasks);
    const noDate = index % 100 === 99;
    const dueDate = noDate ? null : addDays(today, offset);
    const isCompleted = noDate ? false : offset < 0 ? index % 33 !== 0 : index % 5 === 0;
    if (!isCompleted) openTasks += 1;
    else if (offset >= 0) completedTasksFromToday += 1;
    const createdMs = Math.min(now - DAY_MS, now + (offset - 7) * DAY_MS);
    writes.push({
      ref: user.collection('tasks').doc(),
      data: {
        title: `Task ${index + 1}: ${phrase(index)}`,
        description: index % 10 === 0 ? 'Notes for this task, a sentence or two long.' : null,
        projectId: projectIds[index % projectIds.length],
        estimatedPomodoros: 1 + (index % 4),
        pomodoroLength: 25,
        dueDate,
        reminderDateTime: null,
        reminderEnabled: false,
        reminderTimeZone: null,
        recurrenceRule: null,
        parentTaskId: null,
        isCompleted,
        createdAt: stamp(createdMs),
        updatedAt: stamp(createdMs + DAY_MS),
      },
    });
  }
  await commitAll(writes);

  return {
    today,
    projects: projectIds.length,
    goals: goalIds.length,
    groups: groupIds.length,
    openTodos: shape.openTodos,
    completedTodos: shape.completedTodos,
    tasks: shape.tasks,
    openTasks,
    completedTasksFromToday,
    dueSpan: { pastDays: PAST_DAYS, futureDays: FUTURE_DAYS },
  };
}
