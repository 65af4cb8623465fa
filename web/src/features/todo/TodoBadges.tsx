import { dueTypeLabel, type Goal, type TodoDueType } from '@pomoplan/domain';
import { readableTextOn } from '../../ui/readableText';
import { Tag } from '../../ui/Tag';

export function DueTypeBadge({ dueType }: { dueType: TodoDueType }) {
  return <Tag variant="outlined" label={dueTypeLabel(dueType)} />;
}

export function GoalBadge({ goal }: { goal: Pick<Goal, 'name' | 'color'> }) {
  return (
    <Tag
      label={goal.name}
      sx={{ bgcolor: goal.color, color: readableTextOn(goal.color), maxWidth: 180 }}
    />
  );
}
