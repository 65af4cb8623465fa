import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Group } from '@pomoplan/domain';
import { ColorDot } from '../../ui/ColorDot';
import { EditDeleteButtons } from './EditDeleteButtons';
import type { CardActions } from './ItemsTab';

interface GroupCardProps extends CardActions {
  group: Group;
  goalCount: number;
}

export function GroupCard({ group, goalCount, onEdit, onDelete }: GroupCardProps) {
  return (
    <Card component="li" variant="outlined" aria-label={group.name} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <ColorDot color={group.color} size={16} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{group.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {goalCount === 1 ? '1 goal' : `${goalCount} goals`}
          </Typography>
        </Box>
        <EditDeleteButtons name={group.name} onEdit={onEdit} onDelete={onDelete} />
      </CardContent>
    </Card>
  );
}
