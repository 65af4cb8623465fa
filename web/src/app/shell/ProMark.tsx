import LockIcon from '@mui/icons-material/Lock';
import Chip from '@mui/material/Chip';

/**
 * The mark beside a view a free user cannot open yet: a lock and 'Pro'. The text is part of the
 * link's name ('Calendar Pro'), so screen readers hear the lock too.
 */
export function ProMark() {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<LockIcon aria-hidden />}
      label="Pro"
      sx={{ height: 22, fontWeight: 600, pointerEvents: 'none', '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
