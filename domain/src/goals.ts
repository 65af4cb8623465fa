// How goals are grouped wherever a goal is picked ("None, then goals with
// no group, then goals under group headings").

import type { Goal } from './schemas/goal';
import type { Group } from './schemas/group';

type NamedGoal = Pick<Goal, 'id' | 'name' | 'groupId'>;
type NamedGroup = Pick<Group, 'id' | 'name'>;

export interface GoalSections<G extends NamedGoal, R extends NamedGroup> {
  /** Goals without a group, and goals whose group no longer exists. */
  ungrouped: G[];
  /** Groups that hold at least one goal, each with its goals. */
  groups: { group: R; goals: G[] }[];
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function byName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function goalSections<G extends NamedGoal, R extends NamedGroup>(
  goals: readonly G[],
  groups: readonly R[],
): GoalSections<G, R> {
  const known = new Set(groups.map((group) => group.id));
  const sorted = [...goals].sort(byName);
  return {
    ungrouped: sorted.filter((goal) => goal.groupId === null || !known.has(goal.groupId)),
    groups: [...groups]
      .sort(byName)
      .map((group) => ({ group, goals: sorted.filter((goal) => goal.groupId === group.id) }))
      .filter((section) => section.goals.length > 0),
  };
}

/** A goal's dates as one line ('2026-01-01 – 2026-03-31', 'From ...', 'Until ...'), or null. */
export function goalDateRange(goal: Pick<Goal, 'startDate' | 'endDate'>): string | null {
  const { startDate, endDate } = goal;
  if (startDate && endDate) return `${startDate} – ${endDate}`;
  if (startDate) return `From ${startDate}`;
  if (endDate) return `Until ${endDate}`;
  return null;
}
