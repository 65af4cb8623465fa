import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { User } from '@pomoplan/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { disconnectGoogleCalendar, googleCalendarAuthUrl } from '../../data/googleCalendar';
import { useToast } from '../../ui/toast';

/** Google Calendar: a Pro and Master feature. The OAuth round trip ends back on /settings. */
export function CalendarConnectionCard({ user }: { user: User | undefined }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="settings-calendar">
      <CardContent>
        <Typography
          id="settings-calendar"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <EventIcon aria-hidden />
          Calendar connection
        </Typography>
        {user ? <CalendarConnection user={user} /> : <Skeleton width="60%" />}
      </CardContent>
    </Card>
  );
}

function CalendarConnection({ user }: { user: User }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  if (user.subscriptionTier === 'free') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          Google Calendar integration is available on the Pro plan.
        </Typography>
        <Button component={RouterLink} to="/subscribe" variant="outlined">
          Upgrade to Pro
        </Button>
      </Box>
    );
  }

  async function connect() {
    setBusy(true);
    try {
      window.location.assign(await googleCalendarAuthUrl());
    } catch (error) {
      console.error('Failed to initiate Google Calendar connection', error);
      toast({
        title: 'Connection Failed',
        description: 'Failed to initiate the Google Calendar connection. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  async function disconnect() {
    setBusy(true);
    try {
      await disconnectGoogleCalendar();
      toast({ title: 'Google Calendar disconnected' });
    } catch (error) {
      console.error('Disconnection Failed', error);
      toast({
        title: 'Disconnection Failed',
        description: 'Google Calendar could not be disconnected. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const connected = user.googleCalendarConnected;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {connected
          ? 'Google Calendar is connected: its events show in your calendar.'
          : 'Connect Google Calendar to see its events next to your tasks.'}
      </Typography>
      <Button
        variant={connected ? 'outlined' : 'contained'}
        onClick={connected ? disconnect : connect}
        disabled={busy}
      >
        {connected ? 'Disconnect' : 'Connect Google Calendar'}
      </Button>
    </Box>
  );
}
