import { diffDays } from '../dates';

/** A goal whose linked todos are done by less than its dates have passed, by this much. */
export const BEHIND_MARGIN = 0.1;

export interface DatedGoal {
  startDate: string | null;
  endDate: string | null;
}

/** The share of a goal's dates passed by `day`, or null for a goal without both dates. */
export function timePassed(goal: DatedGoal, day: string): number | null {
  if (goal.startDate === null || goal.endDate === null) return null;
  const length = diffDays(goal.startDate, goal.endDate);
  if (length <= 0) return day >= goal.endDate ? 1 : 0;
  return Math.min(1, Math.max(0, diffDays(goal.startDate, day) / length));
}

/** Whether the todos done lag behind the time passed (nothing linked is never behind). */
export function isBehind(done: number, linked: number, passed: number): boolean {
  return linked > 0 && done / linked < passed - BEHIND_MARGIN;
}
