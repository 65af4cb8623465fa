import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { dueTypeLabel, type Goal, type TodoDueType } from '@pomoplan/domain';

export function DueTypeBadge({ dueType }: { dueType: TodoDueType }) {
  return <Chip size="small" variant="outlined" label={dueTypeLabel(dueType)} />;
}

export function GoalBadge({ goal }: { goal: Pick<Goal, 'name' | 'color'> }) {
  const theme = useTheme();
  return (
    <Chip
      size="small"
      label={goal.name}
      sx={{ bgcolor: goal.color, color: theme.palette.getContrastText(goal.color), maxWidth: 180 }}
    />
  );
}
