import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import ListSubheader from '@mui/material/ListSubheader';
import { goalSections, type Goal, type Group } from '@pomoplan/domain';
import type { ReactNode } from 'react';
import { ColorDot } from '../../ui/ColorDot';

/**
 * A group heading inside a select. MUI's Select gives every child role="option"; a heading is
 * not one, so this component ignores the props Select adds and stays a plain heading.
 */
function GroupHeading({ children }: { children: ReactNode }) {
  return <ListSubheader role="presentation">{children}</ListSubheader>;
}

/**
 * The goal options of a select: goals without a group, then each group's goals under its
 * heading. MUI's Select needs its options as direct children, hence an array, not a component.
 */
export function goalMenuItems(
  goals: readonly Goal[],
  groups: readonly Group[],
  valueOf: (goal: Goal) => string = (goal) => goal.id,
): ReactNode[] {
  const sections = goalSections(goals, groups);
  const item = (goal: Goal) => (
    <MenuItem key={goal.id} value={valueOf(goal)} sx={{ gap: 1 }}>
      <ColorDot color={goal.color} />
      {goal.name}
    </MenuItem>
  );
  return [
    ...sections.ungrouped.map(item),
    ...sections.groups.flatMap(({ group, goals: inGroup }) => [
      <GroupHeading key={`group-${group.id}`}>{group.name}</GroupHeading>,
      ...inGroup.map(item),
    ]),
  ];
}

/** What a goal select shows when closed: the goal's dot and name. */
export function goalLabel(goal: Goal | undefined, fallback: string): ReactNode {
  if (!goal) return fallback;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <ColorDot color={goal.color} />
      {goal.name}
    </span>
  );
}
