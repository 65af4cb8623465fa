// Demo todos, goals and groups for the seeded accounts (their AI analyses are real: the seed
// queues them once the accounts exist). Fixed ids keep the seed
// idempotent; the caller writes usage/counts from the numbers returned here, so the counters
// the security rules rely on always match what exists.
import { addDays, DEFAULT_TIME_ZONE, todayIn, type TodoDueType } from '@pomoplan/domain';
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';

interface DemoGroup {
  id: string;
  name: string;
  color: string;
}

interface DemoGoal {
  id: string;
  name: string;
  description: string | null;
  color: string;
  groupId: string | null;
  /** Days from today, so the goals run over the current month whenever the seed runs. */
  startIn: number | null;
  endIn: number | null;
}

interface DemoTodo {
  text: string;
  dueType: TodoDueType;
  goalId: string | null;
  /** Completed this many days ago. */
  completedDaysAgo?: number;
}

interface DemoPlanning {
  groups: DemoGroup[];
  goals: DemoGoal[];
  todos: DemoTodo[];
  /** Newest last. */
}

const FREE: DemoPlanning = {
  groups: [{ id: 'demo-group-personal', name: 'Personal', color: '#22C55E' }],
  goals: [
    {
      id: 'demo-goal-fitness',
      name: 'Get fit',
      description: 'Run three times a week and sleep eight hours.',
      color: '#22C55E',
      groupId: 'demo-group-personal',
      startIn: -20,
      endIn: 40,
    },
  ],
  todos: [
    { text: 'Go for a 5 km run', dueType: 'today', goalId: 'demo-goal-fitness' },
    { text: 'Buy groceries', dueType: 'today', goalId: null },
    { text: 'Book a dentist appointment', dueType: 'tomorrow', goalId: null },
    { text: 'Plan next week', dueType: 'anytime', goalId: null },
    {
      text: 'Stretch for 10 minutes',
      dueType: 'today',
      goalId: 'demo-goal-fitness',
      completedDaysAgo: 1,
    },
  ],
};

const PRO: DemoPlanning = {
  groups: [
    { id: 'demo-group-work', name: 'Work', color: '#3B82F6' },
    { id: 'demo-group-health', name: 'Health', color: '#22C55E' },
  ],
  goals: [
    {
      id: 'demo-goal-launch',
      name: 'Launch the beta',
      description: 'Ship the public beta to the first hundred users.',
      color: '#3B82F6',
      groupId: 'demo-group-work',
      startIn: -14,
      endIn: 10,
    },
    {
      id: 'demo-goal-talk',
      name: 'Give a conference talk',
      description: null,
      color: '#8B5CF6',
      groupId: 'demo-group-work',
      startIn: null,
      endIn: 25,
    },
    {
      id: 'demo-goal-marathon',
      name: 'Run a half marathon',
      description: 'Build up to 21 km by the spring.',
      color: '#F97316',
      groupId: 'demo-group-health',
      startIn: -7,
      endIn: null,
    },
    {
      id: 'demo-goal-spanish',
      name: 'Learn Spanish',
      description: 'Reach A2 by the end of the year.',
      color: '#EAB308',
      groupId: null,
      startIn: null,
      endIn: null,
    },
  ],
  todos: [
    { text: 'Fix the sign-up e-mail template', dueType: 'today', goalId: 'demo-goal-launch' },
    { text: 'Write the beta announcement', dueType: 'tomorrow', goalId: 'demo-goal-launch' },
    { text: 'Submit the talk proposal', dueType: 'anytime', goalId: 'demo-goal-talk' },
    { text: 'Interval run: 6 x 400 m', dueType: 'today', goalId: 'demo-goal-marathon' },
    { text: '15 minutes of Duolingo', dueType: 'today', goalId: 'demo-goal-spanish' },
    { text: 'Renew the passport', dueType: 'anytime', goalId: null },
    { text: 'Call the landlord about the heating', dueType: 'tomorrow', goalId: null },
    {
      text: 'Set up the staging project',
      dueType: 'today',
      goalId: 'demo-goal-launch',
      completedDaysAgo: 2,
    },
    {
      text: 'Buy new running shoes',
      dueType: 'anytime',
      goalId: 'demo-goal-marathon',
      completedDaysAgo: 9,
    },
  ],
};

const MASTER: DemoPlanning = {
  groups: [{ id: 'demo-group-craft', name: 'Craft', color: '#8B5CF6' }],
  goals: [
    {
      id: 'demo-goal-book',
      name: 'Finish the book draft',
      description: 'Twelve chapters by the end of next month.',
      color: '#8B5CF6',
      groupId: 'demo-group-craft',
      startIn: -28,
      endIn: 32,
    },
    {
      id: 'demo-goal-typescript',
      name: 'Learn advanced TypeScript',
      description: null,
      color: '#3B82F6',
      groupId: null,
      startIn: -21,
      endIn: 9,
    },
  ],
  todos: [
    { text: 'Read chapter 4 notes aloud', dueType: 'today', goalId: 'demo-goal-book' },
    { text: 'Send the invoice to Northwind', dueType: 'today', goalId: null },
    { text: 'Try the satisfies operator', dueType: 'tomorrow', goalId: 'demo-goal-typescript' },
    { text: 'Outline chapter 5', dueType: 'today', goalId: 'demo-goal-book', completedDaysAgo: 1 },
    {
      text: 'Pick a cover artist',
      dueType: 'anytime',
      goalId: 'demo-goal-book',
      completedDaysAgo: 4,
    },
    {
      text: 'Type challenges: 5 easy ones',
      dueType: 'anytime',
      goalId: 'demo-goal-typescript',
      completedDaysAgo: 6,
    },
    {
      text: 'Back up the manuscript',
      dueType: 'anytime',
      goalId: 'demo-goal-book',
      completedDaysAgo: 12,
    },
    {
      text: 'Read the handbook on generics',
      dueType: 'anytime',
      goalId: 'demo-goal-typescript',
      completedDaysAgo: 15,
    },
  ],
};

const DEMO_PLANNING: Readonly<Record<string, DemoPlanning>> = {
  'test-free-user': FREE,
  'test-pro-user': PRO,
  'test-master-user': MASTER,
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Adds the account's demo planning data to `batch` and returns how many goals and groups it
 * holds (for usage/counts). Accounts without demo data get nothing.
 */
export function seedPlanning(
  db: Firestore,
  batch: WriteBatch,
  uid: string,
  now = Date.now(),
): { goals: number; groups: number } {
  const planning = DEMO_PLANNING[uid];
  if (!planning) return { goals: 0, groups: 0 };
  const at = (millisAgo: number) => Timestamp.fromMillis(now - millisAgo);
  const user = db.doc(`users/${uid}`);

  planning.groups.forEach(({ id, ...group }, index) => {
    const stamp = at(30 * DAY - index * MINUTE);
    batch.set(user.collection('groups').doc(id), { ...group, createdAt: stamp, updatedAt: stamp });
  });
  const today = todayIn(DEFAULT_TIME_ZONE, new Date(now));
  const dayIn = (offset: number | null) => (offset === null ? null : addDays(today, offset));
  planning.goals.forEach(({ id, startIn, endIn, ...goal }, index) => {
    const stamp = at(29 * DAY - index * MINUTE);
    batch.set(user.collection('goals').doc(id), {
      ...goal,
      startDate: dayIn(startIn),
      endDate: dayIn(endIn),
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  planning.todos.forEach((todo, index) => {
    // The first todo is the oldest, so "Created" sorting shows them in the listed order.
    // Minutes apart, not hours: a todo due 'today' was written today, whenever the seed runs,
    // so the To Do list and the assistant agree on what is due (not overdue) today.
    const createdAt = at((planning.todos.length - index) * MINUTE);
    batch.set(user.collection('todos').doc(`demo-todo-${index + 1}`), {
      text: todo.text,
      completed: todo.completedDaysAgo !== undefined,
      dueType: todo.dueType,
      goalId: todo.goalId,
      userId: uid,
      createdAt,
      updatedAt:
        todo.completedDaysAgo === undefined
          ? createdAt
          : at(todo.completedDaysAgo * DAY + 10 * MINUTE),
    });
  });
  return { goals: planning.goals.length, groups: planning.groups.length };
}
