import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { calendarFeedUrl, regenerateCalendarFeed } from '../../api/googleCalendar';
import { OfflineAlert } from '../../platform/offline/OfflineAlert';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { googleCalendarAddUrl, webcalUrl } from './feedLinks';
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
  const server = useServerOnly();
  const waitForConnection = server.offline && url === null;

  useEffect(() => {
    // Only the server knows the address: offline it is asked for once the connection is back.
    if (waitForConnection) return;
    let current = true;
    setFailed(false);
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
  }, [waitForConnection]);

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

  if (waitForConnection) {
    return <OfflineAlert>The feed address shows once you are back online.</OfflineAlert>;
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SubscribeLinks url={url} />
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
          disabled={busy || server.offline}
          aria-describedby={server.describedBy}
          onClick={() => setConfirming(true)}
        >
          Regenerate
        </Button>
        {server.note}
        <ConfirmDialog
          open={confirming}
          title="Regenerate the feed address?"
          confirmLabel="Regenerate"
          onConfirm={regenerate}
          onCancel={() => setConfirming(false)}
        >
          Calendars subscribed to the current address stop receiving your tasks. Subscribe them to
          the new address.
        </ConfirmDialog>
      </Box>
    </Box>
  );
}

/** One link a calendar app, each with a line on what happens when it is followed. */
function SubscribeLinks({ url }: { url: string }) {
  const links = [
    {
      label: 'Add to Google Calendar',
      href: googleCalendarAddUrl(url),
      external: true,
      what: 'Opens Google Calendar in a new tab and asks you to add the feed. Google checks it for new tasks a few times a day.',
    },
    {
      label: 'Add to Apple Calendar or Outlook',
      href: webcalUrl(url),
      external: false,
      what: 'Opens the calendar app on this device, which asks you to subscribe. It picks up new tasks each time it refreshes.',
    },
  ];
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {links.map((link) => (
        <li key={link.label}>
          <Link
            href={link.href}
            underline="hover"
            sx={{ fontWeight: 600 }}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {link.what}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
