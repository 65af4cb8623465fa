import LockIcon from '@mui/icons-material/Lock';
import { Tag } from '../../ui/Tag';

/**
 * The mark beside a view a free user cannot open yet: a lock and 'Pro'. The text is part of the
 * link's name ('Calendar Pro'), so screen readers hear the lock too.
 */
export function ProMark() {
  return (
    <Tag
      variant="outlined"
      icon={<LockIcon aria-hidden />}
      label="Pro"
      sx={{ height: 22, fontWeight: 600, '& > span': { px: 0.75 } }}
    />
  );
}
