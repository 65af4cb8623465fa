import Typography from '@mui/material/Typography';
import { OFFLINE_MESSAGE } from './useOnline';

/** Beside an action that needs the server, while it is disabled for want of a connection. */
export function OfflineNote() {
  return (
    <Typography component="span" variant="caption" color="text.secondary">
      {OFFLINE_MESSAGE}
    </Typography>
  );
}
