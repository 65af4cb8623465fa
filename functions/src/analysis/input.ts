// What an analysis is made from: a plain, serialisable snapshot of one user's open and
// recently finished work on one local day. The built-in analyser and the prompt of a model
// both read only this, so the two can never disagree on the facts.
import type { Tier, TodoDueType } from '@pomoplan/domain';

export interface AnalysisTodo {
  text: string;
  dueType: TodoDueType;
  completed: boolean;
  goalId: string | null;
  /** Local day the todo was created: a 'today' todo is due that day, 'tomorrow' the next. */
  createdDay: string;
  /** Local day of the last change: for a completed todo, when it was completed. */
  updatedDay: string;
}

export interface AnalysisTask {
  title: string;
  estimatedPomodoros: number;
  dueDate: string | null;
  isCompleted: boolean;
  updatedDay: string;
}

export interface AnalysisGoal {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
}

/** A dated goal whose linked todos lag behind the share of its dates passed. */
export interface GoalBehind {
  name: string;
  done: number;
  linked: number;
  /** The share of its dates passed, in whole percent. */
  timePassed: number;
}

/**
 * What the reports counted, for a tier with the reports (the weekly review reads it): focus
 * from the rollups, and the dated goals behind, counted over all their todos.
 */
export interface AnalysisFocus {
  /** Minutes focused in the last 7 days (today included), and in the 7 before. */
  minutesThisWeek: number;
  minutesLastWeek: number;
  pomodorosThisWeek: number;
  /** Minutes focused per hour of the day (0 to 23) over the last 30 days. */
  minutesByHour: number[];
  streak: { current: number; longest: number };
  /** The reports' sentence on the estimates of the last 30 days. */
  estimates: string;
  goalsBehind: GoalBehind[];
}

export interface AnalysisInput {
  tier: Tier;
  /** The user's local day the analysis is for ('yyyy-MM-dd'). */
  today: string;
  /** Pomodoros the user means to work in a day. */
  dailyCapacity: number;
  todos: AnalysisTodo[];
  tasks: AnalysisTask[];
  goals: AnalysisGoal[];
  /** Null for a tier without the reports. */
  focus: AnalysisFocus | null;
}
