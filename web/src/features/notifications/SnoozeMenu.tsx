import SnoozeIcon from '@mui/icons-material/Snooze';
import IconButton from '@mui/material/IconButton';
import {
  dayAndTimeText,
  relativeTimeText,
  SNOOZE_CHOICES,
  SNOOZE_LABELS,
  type SnoozeChoice,
} from '@pomoplan/domain';
import { useState } from 'react';
import { snoozeReminder } from '../../api/reminders';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { browserTimeZone } from '../../ui/timeZone';
import { errorMessage } from '../../ui/errorMessage';
import { LazyMenu, LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import { useToast } from '../../ui/toast';

/** "in 1 h (Today, 3:28 PM)": when a snoozed reminder comes back, on the user's clock. */
export function snoozedUntilText(
  until: Date,
  now: Date = new Date(),
  timeZone: string = browserTimeZone(),
): string {
  return `${relativeTimeText(until, now)} (${dayAndTimeText(until, now, timeZone)})`;
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
        toast({ title: `Snoozed. We'll remind you again ${snoozedUntilText(new Date(until))}.` });
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
      <LazyMenu
        anchorEl={anchor}
        open={anchor !== null && !server.offline}
        onClose={() => setAnchor(null)}
      >
        {SNOOZE_CHOICES.map((choice) => (
          <MenuItem key={choice} onClick={() => snooze(choice)}>
            {SNOOZE_LABELS[choice]}
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
