import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { GoogleEventsStatus } from '@pomoplan/domain';
import { OfflineAlert } from '../../platform/offline/OfflineAlert';
import { useOnline } from '../../platform/offline/useOnline';
import { useGoogleConnect } from '../settings';

/**
 * Why Google Calendar's events are missing, when they are: the grant was refused (reconnect)
 * or Google did not answer this time. Never an empty calendar without a word.
 */
export function GoogleStatusNotice(props: {
  status: GoogleEventsStatus | null;
  /** Whether a Google Calendar is connected (undefined while the user document loads). */
  connected: boolean | undefined;
}) {
  const { status } = props;
  const { connect, connecting } = useGoogleConnect();
  const online = useOnline();
  // Google's events come through the server: offline only the user's own tasks are here.
  if (!online && props.connected) {
    return (
      <OfflineAlert sx={{ mb: 2 }}>
        Google Calendar&apos;s events show again once you are back online. Your tasks are all here.
      </OfflineAlert>
    );
  }
  if (status === 'reconnect') {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" disabled={connecting} onClick={() => void connect()}>
            Reconnect
          </Button>
        }
      >
        <AlertTitle>Token Error</AlertTitle>
        Google Calendar no longer accepts this connection. Reconnect to see its events again.
      </Alert>
    );
  }
  if (status === 'unavailable') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Google Calendar did not answer; its events are missing for now. Your tasks are all here.
      </Alert>
    );
  }
  return null;
}
