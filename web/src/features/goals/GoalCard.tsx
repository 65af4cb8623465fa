import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { goalDateRange, type Goal, type Group } from '@pomoplan/domain';
import { Link as RouterLink } from 'react-router-dom';
import { ColorDot } from '../../ui/ColorDot';
import { EditDeleteButtons } from './EditDeleteButtons';
import type { CardActions } from './ItemsTab';

interface GoalCardProps extends CardActions {
  goal: Goal;
  group: Group | undefined;
}

export function GoalCard({ goal, group, onEdit, onDelete }: GoalCardProps) {
  const dates = goalDateRange(goal);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={goal.name}
      sx={{ borderLeft: 6, borderLeftColor: goal.color, listStyle: 'none' }}
    >
      <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
          <Link
            component={RouterLink}
            to={`/goal/${goal.id}`}
            variant="subtitle1"
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {goal.name}
          </Link>
          {goal.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {goal.description}
            </Typography>
          )}
          {(group || dates) && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {group && (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<ColorDot color={group.color} />}
                  label={group.name}
                  sx={{ pl: 0.75 }}
                />
              )}
              {dates && <Chip size="small" variant="outlined" label={dates} />}
            </Box>
          )}
        </Box>
        <EditDeleteButtons name={goal.name} onEdit={onEdit} onDelete={onDelete} />
      </CardContent>
    </Card>
  );
}
