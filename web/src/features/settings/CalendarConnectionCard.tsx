import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { User } from '@pomoplan/domain';
import { Link as RouterLink } from 'react-router-dom';
import { disconnectGoogleCalendar } from '../../api/googleCalendar';
import { SettingsCard } from './SettingsCard';
import { useGoogleConnect } from './useGoogleConnect';
import { useSettingsSave } from './useSettingsSave';
import { OfflineAlert } from '../../platform/offline/OfflineAlert';
import { useOnline } from '../../platform/offline/useOnline';

/** Google Calendar: a Pro and Master feature. The OAuth round trip ends back on /settings. */
export function CalendarConnectionCard({ user }: { user: User | undefined }) {
  return (
    <SettingsCard id="calendar" title="Calendar connection" icon={<EventIcon aria-hidden />}>
      {user ? <CalendarConnection user={user} /> : <Skeleton width="60%" />}
    </SettingsCard>
  );
}

function CalendarConnection({ user }: { user: User }) {
  const { connect, connecting } = useGoogleConnect();
  const { save, busy: disconnecting } = useSettingsSave();
  const busy = connecting || disconnecting;
  const online = useOnline();

  if (user.subscriptionTier === 'free') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          Google Calendar integration is available on the Pro plan.
        </Typography>
        <Button component={RouterLink} to="/subscribe" variant="outlined">
          Upgrade to Pro
        </Button>
      </Box>
    );
  }

  const disconnect = () =>
    save(disconnectGoogleCalendar, {
      saved: { title: 'Google Calendar disconnected' },
      failed: {
        title: 'Disconnection Failed',
        description: 'Google Calendar could not be disconnected. Please try again.',
      },
      log: 'Disconnection Failed',
    });

  const status = user.googleCalendarStatus;
  const account = user.googleCalendarEmail;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {!online && (
        <OfflineAlert>Connecting or disconnecting Google Calendar needs a connection.</OfflineAlert>
      )}
      {status === 'reconnect' && (
        <Alert severity="warning">
          <AlertTitle>Token Error</AlertTitle>
          Google no longer accepts this connection (access was removed or has expired). Reconnect to
          see your Google Calendar events again.
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {status === 'connected'
            ? `Connected to Google Calendar${account ? ` as ${account}` : ''}: its events show in your calendar.`
            : status === 'reconnect'
              ? `Google Calendar${account ? ` (${account})` : ''} needs to be reconnected.`
              : 'Connect Google Calendar to see its events next to your tasks.'}
        </Typography>
        {status !== 'disconnected' && (
          <Button variant="outlined" onClick={() => void disconnect()} disabled={busy || !online}>
            Disconnect
          </Button>
        )}
        {status !== 'connected' && (
          <Button variant="contained" onClick={() => void connect()} disabled={busy || !online}>
            {status === 'reconnect' ? 'Reconnect' : 'Connect Google Calendar'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
