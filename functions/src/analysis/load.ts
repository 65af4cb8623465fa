// Reads what one user's analysis is made from, bounded: open todos and tasks (500 each), those
// changed in the last two weeks (the weekly review compares two weeks), and the goals.
import {
  GoalSchema,
  NO_ESTIMATES_YET,
  TaskSchema,
  TodoSchema,
  todayIn,
  type Tier,
  type User,
} from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { entityConverter, readableDocs } from '../platform/firestore';
import { goalsCollection, tasksCollection, todosCollection } from '../platform/refs';
import { readGoalsProgress } from '../reports/goalProgress';
import { hasReporting, readReport } from '../reports/reports';
import type { AnalysisFocus, AnalysisInput, AnalysisTask, AnalysisTodo } from './input';

const LIST_LIMIT = 500;
const GOAL_LIMIT = 200;
const HISTORY_DAYS = 15;
const DAY_MS = 86_400_000;

const todoConverter = entityConverter(TodoSchema);
const taskConverter = entityConverter(TaskSchema);
const goalConverter = entityConverter(GoalSchema);

/** Open items and recently changed ones, each once (an open item may be in both lists). */
function unite<T extends { id: string }>(...lists: T[][]): T[] {
  const byId = new Map<string, T>();
  for (const item of lists.flat()) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** The days of focus the weekly review reads: this week and the one before, and the hours. */
const FOCUS_DAYS = 30;

/** The focus facts of the reports, as the reports page shows them. */
async function focusOf(uid: string, timeZone: string, now: Date): Promise<AnalysisFocus> {
  const [report, goals] = await Promise.all([
    readReport(uid, { days: FOCUS_DAYS, tz: timeZone }, now),
    readGoalsProgress(uid, timeZone, now),
  ]);
  const days = report.focus.days;
  const minutesOf = (list: typeof days) =>
    Math.round(list.reduce((sum, day) => sum + day.minutes, 0));
  const thisWeek = days.slice(-7);
  return {
    minutesThisWeek: minutesOf(thisWeek),
    minutesLastWeek: minutesOf(days.slice(-14, -7)),
    pomodorosThisWeek: thisWeek.reduce((sum, day) => sum + day.pomodoros, 0),
    minutesByHour: Array.from({ length: 24 }, (_, hour) =>
      Math.round(report.focus.hours.reduce((sum, row) => sum + (row[hour] ?? 0), 0)),
    ),
    streak: report.focus.streak,
    estimates: report.estimates?.sentence ?? NO_ESTIMATES_YET,
    goalsBehind: goals
      .filter((goal) => goal.behind)
      .map(({ name, done, linked, timePassed }) => ({ name, done, linked, timePassed })),
  };
}

export async function loadAnalysisInput(
  user: Pick<User, 'id' | 'timeZone' | 'dailyCapacity' | 'subscriptionTier'>,
  now: Date,
): Promise<AnalysisInput> {
  const uid = user.id;
  const since = Timestamp.fromMillis(now.getTime() - HISTORY_DAYS * DAY_MS);
  const todos = todosCollection(uid).withConverter(todoConverter);
  const tasks = tasksCollection(uid).withConverter(taskConverter);
  const [openTodos, recentTodos, openTasks, recentTasks, goals] = await Promise.all([
    todos.where('completed', '==', false).limit(LIST_LIMIT).get(),
    todos.where('updatedAt', '>=', since).limit(LIST_LIMIT).get(),
    tasks.where('isCompleted', '==', false).limit(LIST_LIMIT).get(),
    tasks.where('updatedAt', '>=', since).limit(LIST_LIMIT).get(),
    goalsCollection(uid).withConverter(goalConverter).limit(GOAL_LIMIT).get(),
  ]);
  const day = (at: Date) => todayIn(user.timeZone, at);
  const tier: Tier = user.subscriptionTier;
  return {
    tier,
    today: day(now),
    dailyCapacity: user.dailyCapacity,
    todos: unite(readableDocs(openTodos.docs), readableDocs(recentTodos.docs)).map(
      (todo): AnalysisTodo => ({
        text: todo.text,
        dueType: todo.dueType,
        completed: todo.completed,
        goalId: todo.goalId,
        createdDay: day(todo.createdAt),
        updatedDay: day(todo.updatedAt),
      }),
    ),
    tasks: unite(readableDocs(openTasks.docs), readableDocs(recentTasks.docs)).map(
      (task): AnalysisTask => ({
        title: task.title,
        estimatedPomodoros: task.estimatedPomodoros,
        dueDate: task.dueDate,
        isCompleted: task.isCompleted,
        updatedDay: day(task.updatedAt),
      }),
    ),
    goals: readableDocs(goals.docs)
      .map((goal) => ({
        id: goal.id,
        name: goal.name,
        startDate: goal.startDate,
        endDate: goal.endDate,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    focus: (await hasReporting(user)) ? await focusOf(uid, user.timeZone, now) : null,
  };
}
