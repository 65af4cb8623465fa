// Demo projects and tasks for the seeded accounts, dated from today so the calendar and the
// timeline show this month's work: estimates, a weekly task, a reminder later today, tasks
// done and late. Fixed ids keep the seed idempotent; the caller counts the projects in
// usage/counts from the number returned here.
import { addDays, todayIn } from '@pomoplan/domain';
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';

interface DemoProject {
  id: string;
  name: string;
  description: string | null;
  color: string;
}

export interface DemoTask {
  title: string;
  projectId: string;
  /** Days from today; null for no due date. */
  dueIn: number | null;
  pomodoros: number;
  done?: boolean;
  /** Completed this many days ago (and so done). */
  doneDaysAgo?: number;
  /** The pomodoros the seeded focus history gives it. */
  spent?: number;
  /** An iCalendar rule, as the task dialog writes it. */
  repeat?: string;
  /** A reminder this many minutes from now. */
  remindInMinutes?: number;
}

const PRO_PROJECTS: DemoProject[] = [
  {
    id: 'demo-project-beta',
    name: 'Beta launch',
    description: 'Everything for the public beta.',
    color: '#3B82F6',
  },
  { id: 'demo-project-home', name: 'Home', description: null, color: '#22C55E' },
  { id: 'demo-project-talk', name: 'Conference talk', description: null, color: '#8B5CF6' },
];

const PRO_TASKS: DemoTask[] = [
  {
    title: 'Review the onboarding flow',
    projectId: 'demo-project-beta',
    dueIn: -3,
    pomodoros: 3,
    done: true,
  },
  { title: 'Fix the password reset bug', projectId: 'demo-project-beta', dueIn: -1, pomodoros: 2 },
  {
    title: 'Write release notes',
    projectId: 'demo-project-beta',
    dueIn: 0,
    pomodoros: 2,
    remindInMinutes: 90,
  },
  { title: 'Prepare the demo video', projectId: 'demo-project-beta', dueIn: 2, pomodoros: 4 },
  { title: 'Invite the first 100 users', projectId: 'demo-project-beta', dueIn: 6, pomodoros: 1 },
  {
    title: 'Weekly metrics review',
    projectId: 'demo-project-beta',
    dueIn: 1,
    pomodoros: 1,
    repeat: 'FREQ=WEEKLY;INTERVAL=1',
  },
  { title: 'Outline the talk', projectId: 'demo-project-talk', dueIn: 4, pomodoros: 3 },
  { title: 'Draft the slides', projectId: 'demo-project-talk', dueIn: 11, pomodoros: 6 },
  { title: 'Rehearse with a friend', projectId: 'demo-project-talk', dueIn: 18, pomodoros: 2 },
  {
    title: 'Pay the electricity bill',
    projectId: 'demo-project-home',
    dueIn: -6,
    pomodoros: 1,
    done: true,
  },
  { title: 'Fix the kitchen shelf', projectId: 'demo-project-home', dueIn: 3, pomodoros: 2 },
  { title: 'Plan the weekend trip', projectId: 'demo-project-home', dueIn: 9, pomodoros: 2 },
  { title: 'Sort the photo library', projectId: 'demo-project-home', dueIn: null, pomodoros: 4 },
];

const FREE_PROJECTS: DemoProject[] = [
  { id: 'demo-project-personal', name: 'Personal', description: null, color: '#F97316' },
];

const FREE_TASKS: DemoTask[] = [
  {
    title: 'Call the insurance',
    projectId: 'demo-project-personal',
    dueIn: 0,
    pomodoros: 1,
    remindInMinutes: 120,
  },
  { title: 'Clean out the garage', projectId: 'demo-project-personal', dueIn: 5, pomodoros: 3 },
  {
    title: 'Water the plants',
    projectId: 'demo-project-personal',
    dueIn: 2,
    pomodoros: 1,
    repeat: 'FREQ=WEEKLY;INTERVAL=1',
  },
];

// Master's tasks carry a few weeks of focus (focusHistory.ts): its Writing tasks take about
// 1.6 times their estimates, its client work about what it was given.
const MASTER_PROJECTS: DemoProject[] = [
  { id: 'demo-project-writing', name: 'Writing', description: 'The book.', color: '#8B5CF6' },
  { id: 'demo-project-client', name: 'Client work', description: null, color: '#3B82F6' },
  { id: 'demo-project-learning', name: 'Learning', description: null, color: '#EAB308' },
];

const writing = 'demo-project-writing';
const client = 'demo-project-client';
const learning = 'demo-project-learning';

const MASTER_TASKS: DemoTask[] = [
  {
    title: 'Draft chapter 1',
    projectId: writing,
    dueIn: -24,
    pomodoros: 2,
    doneDaysAgo: 23,
    spent: 3,
  },
  {
    title: 'Draft chapter 2',
    projectId: writing,
    dueIn: -17,
    pomodoros: 3,
    doneDaysAgo: 16,
    spent: 5,
  },
  {
    title: 'Draft chapter 3',
    projectId: writing,
    dueIn: -9,
    pomodoros: 2,
    doneDaysAgo: 8,
    spent: 3,
  },
  {
    title: 'Revise chapter 1',
    projectId: writing,
    dueIn: -3,
    pomodoros: 2,
    doneDaysAgo: 2,
    spent: 4,
  },
  { title: 'Draft chapter 4', projectId: writing, dueIn: 3, pomodoros: 3, spent: 2 },
  {
    title: 'Northwind landing page',
    projectId: client,
    dueIn: -20,
    pomodoros: 4,
    doneDaysAgo: 19,
    spent: 4,
  },
  {
    title: 'Northwind bug fixes',
    projectId: client,
    dueIn: -12,
    pomodoros: 2,
    doneDaysAgo: 11,
    spent: 2,
  },
  {
    title: 'Quarterly report for Contoso',
    projectId: client,
    dueIn: -5,
    pomodoros: 3,
    doneDaysAgo: 5,
    spent: 3,
  },
  { title: 'Contoso kickoff deck', projectId: client, dueIn: 1, pomodoros: 2, spent: 1 },
  {
    title: 'Generics course, part 1',
    projectId: learning,
    dueIn: -14,
    pomodoros: 2,
    doneDaysAgo: 13,
    spent: 2,
  },
  { title: 'Generics course, part 2', projectId: learning, dueIn: 6, pomodoros: 2, spent: 1 },
  { title: 'Read "Refactoring", chapter 6', projectId: learning, dueIn: null, pomodoros: 3 },
];

export const DEMO: Readonly<Record<string, { projects: DemoProject[]; tasks: DemoTask[] }>> = {
  'test-free-user': { projects: FREE_PROJECTS, tasks: FREE_TASKS },
  'test-pro-user': { projects: PRO_PROJECTS, tasks: PRO_TASKS },
  'test-master-user': { projects: MASTER_PROJECTS, tasks: MASTER_TASKS },
};

/** A demo task's fixed id. */
export const demoTaskId = (index: number) => `demo-task-${index + 1}`;

const DAY = 24 * 60 * 60_000;

/**
 * Adds the account's demo projects and tasks to `batch`, dated from today in `timeZone`, and
 * returns how many projects it holds. Accounts without demo data get nothing.
 */
export function seedProjects(
  db: Firestore,
  batch: WriteBatch,
  uid: string,
  timeZone: string,
  now = Date.now(),
): { projects: number } {
  const demo = DEMO[uid];
  if (!demo) return { projects: 0 };
  const user = db.doc(`users/${uid}`);
  const today = todayIn(timeZone, new Date(now));
  const created = Timestamp.fromMillis(now - 20 * DAY);

  for (const { id, ...project } of demo.projects) {
    batch.set(user.collection('projects').doc(id), {
      ...project,
      createdAt: created,
      updatedAt: created,
    });
  }
  demo.tasks.forEach((task, index) => {
    const dueDate = task.dueIn === null ? null : addDays(today, task.dueIn);
    const remindAt =
      task.remindInMinutes === undefined
        ? null
        : Timestamp.fromMillis(now + task.remindInMinutes * 60_000);
    // A task done days ago was last changed then: the reports count its completion there.
    const stamp = Timestamp.fromMillis(
      task.doneDaysAgo === undefined
        ? now - (demo.tasks.length - index) * 60 * 60_000
        : now - task.doneDaysAgo * DAY,
    );
    batch.set(user.collection('tasks').doc(demoTaskId(index)), {
      title: task.title,
      description: null,
      projectId: task.projectId,
      estimatedPomodoros: task.pomodoros,
      pomodoroLength: 25,
      dueDate,
      reminderDateTime: remindAt,
      reminderEnabled: remindAt !== null,
      reminderTimeZone: remindAt === null ? null : timeZone,
      recurrenceRule: task.repeat ?? null,
      parentTaskId: null,
      isCompleted: task.done ?? task.doneDaysAgo !== undefined,
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  return { projects: demo.projects.length };
}
