import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { calendarFeedUrl, regenerateCalendarFeed } from '../../api/googleCalendar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { SettingsCard } from './SettingsCard';
import { useSettingsSave } from './useSettingsSave';

/**
 * The private iCalendar feed of open tasks with due dates: an address to subscribe to in
 * Google, Apple or Outlook calendars. Pro and Master only, like the calendar.
 */
export function CalendarFeedCard({ user }: { user: User | undefined }) {
  if (user && user.subscriptionTier === 'free') return null;
  return (
    <SettingsCard
      id="feed"
      title="Calendar feed"
      icon={<RssFeedIcon aria-hidden />}
      description="Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your open tasks with due dates there. Anyone who has the address can see them: regenerate it if it leaked."
    >
      {user ? <FeedAddress /> : <Skeleton width="60%" />}
    </SettingsCard>
  );
}

function FeedAddress() {
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { save, busy } = useSettingsSave();

  useEffect(() => {
    let current = true;
    calendarFeedUrl()
      .then((answer) => {
        if (current) setUrl(answer.url);
      })
      .catch((error: unknown) => {
        console.error('Failed to load the calendar feed address', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  async function copy() {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Feed address copied' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the address and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  function regenerate() {
    setConfirming(false);
    void save(async () => setUrl((await regenerateCalendarFeed()).url), {
      saved: { title: 'Feed address regenerated', description: 'The old address no longer works.' },
      failed: {
        title: 'Error',
        description: 'The feed address could not be regenerated. Please try again.',
      },
      log: 'Failed to regenerate the calendar feed address',
    });
  }

  if (failed) {
    return (
      <Typography color="error">
        The feed address could not be loaded. Please reload the page.
      </Typography>
    );
  }
  if (url === null) return <Skeleton height={56} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        label="Feed address"
        value={url}
        size="small"
        sx={{ flexGrow: 1, minWidth: 240 }}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Button variant="outlined" onClick={() => void copy()}>
        Copy
      </Button>
      <Button
        variant="outlined"
        color="warning"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        Regenerate
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Regenerate the feed address?"
        confirmLabel="Regenerate"
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
      >
        Calendars subscribed to the current address stop receiving your tasks. Subscribe them to the
        new address.
      </ConfirmDialog>
    </Box>
  );
}
