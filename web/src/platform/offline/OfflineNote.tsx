import Typography from '@mui/material/Typography';
import { OFFLINE_MESSAGE } from './useOnline';

/**
 * Beside an action that needs the server, while it is disabled for want of a connection. With
 * an `id`, the action names it in aria-describedby, so a screen reader says why it is disabled.
 */
export function OfflineNote({ id }: { id?: string }) {
  return (
    <Typography id={id} component="span" variant="caption" color="text.secondary">
      {OFFLINE_MESSAGE}
    </Typography>
  );
}
