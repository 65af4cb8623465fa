import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Group } from '@pomoplan/domain';
import { ColorDot } from '../../ui/ColorDot';

interface GroupCardProps {
  group: Group;
  goalCount: number;
  onEdit(): void;
  onDelete(): void;
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
        <IconButton aria-label={`Edit ${group.name}`} onClick={onEdit}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Delete ${group.name}`} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </CardContent>
    </Card>
  );
}
