import Chip from '@mui/material/Chip';
import { dueTypeLabel, type Goal, type TodoDueType } from '@pomoplan/domain';
import { readableTextOn } from '../../ui/readableText';

export function DueTypeBadge({ dueType }: { dueType: TodoDueType }) {
  return <Chip size="small" variant="outlined" label={dueTypeLabel(dueType)} />;
}

export function GoalBadge({ goal }: { goal: Pick<Goal, 'name' | 'color'> }) {
  return (
    <Chip
      size="small"
      label={goal.name}
      sx={{ bgcolor: goal.color, color: readableTextOn(goal.color), maxWidth: 180 }}
    />
  );
}
