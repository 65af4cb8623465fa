import SnoozeIcon from '@mui/icons-material/Snooze';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SNOOZE_CHOICES, SNOOZE_LABELS, type SnoozeChoice } from '@pomoplan/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import { snoozeReminder } from '../../api/reminders';
import { useServerOnly } from '../../app/offline/useServerOnly';
import { errorMessage } from '../../ui/errorMessage';
import { useToast } from '../../ui/toast';

/** "14:35", "tomorrow at 09:00" or "Fri 5 Dec at 09:00": when a snoozed reminder comes back. */
export function snoozedUntilText(until: Date, now: Date = new Date()): string {
  const at = dayjs(until);
  if (at.isSame(now, 'day')) return at.format('HH:mm');
  if (at.isSame(dayjs(now).add(1, 'day'), 'day')) return `tomorrow at ${at.format('HH:mm')}`;
  return at.format('ddd D MMM [at] HH:mm');
}

/** A reminder's snooze button: it asks when, and the reminder comes again then, once. */
export function SnoozeMenu({
  taskId,
  title,
  onSnoozed,
}: {
  taskId: string;
  title: string;
  onSnoozed: () => void;
}) {
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const server = useServerOnly();

  function snooze(choice: SnoozeChoice) {
    setAnchor(null);
    snoozeReminder({ taskId, choice }).then(
      ({ until }) => {
        toast({ title: `Snoozed: we'll remind you again ${snoozedUntilText(new Date(until))}.` });
        onSnoozed();
      },
      (error: unknown) =>
        toast({
          title: 'Could not snooze',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    );
  }

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Snooze "${title}"`}
        aria-haspopup="menu"
        disabled={server.offline}
        aria-describedby={server.describedBy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SnoozeIcon fontSize="small" />
      </IconButton>
      {server.note}
      <Menu
        anchorEl={anchor}
        open={anchor !== null && !server.offline}
        onClose={() => setAnchor(null)}
      >
        {SNOOZE_CHOICES.map((choice) => (
          <MenuItem key={choice} onClick={() => snooze(choice)}>
            {SNOOZE_LABELS[choice]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
