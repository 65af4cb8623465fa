import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { OFFLINE_MESSAGE } from './useOnline';

/** In place of, or above, what needs the server while there is no connection. */
export function OfflineAlert({ children, sx }: { children: string; sx?: SxProps<Theme> }) {
  return (
    <Alert severity="info" sx={sx}>
      <AlertTitle>{OFFLINE_MESSAGE}</AlertTitle>
      {children}
    </Alert>
  );
}
