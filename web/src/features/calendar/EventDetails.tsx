import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { longDayLabel } from '@pomoplan/domain';
import type { CalendarItem } from './calendarItems';

type ExternalItem = Extract<CalendarItem, { kind: 'external' }>;

/** Google's day view of `day`, for an event that did not say where it lives. */
function googleDayUrl(day: string): string {
  return `https://calendar.google.com/calendar/r/day/${day.replace(/-/g, '/')}`;
}

/** 'Tuesday, November 10, 2026 at 08:00', or its days when it is all day. */
function whenText(item: ExternalItem): string {
  if (item.time !== null) return `${longDayLabel(item.start)} at ${item.time}`;
  if (item.start === item.end) return `${longDayLabel(item.start)}, all day`;
  return `${longDayLabel(item.start)} to ${longDayLabel(item.end)}`;
}

/** A small view of an external event: its title, when it is, and a way to it in Google. */
export function EventDetails(props: {
  item: ExternalItem;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { item } = props;
  const titleId = `event-${item.key}`;
  return (
    <Popover
      open={props.anchor !== null}
      anchorEl={props.anchor}
      onClose={props.onClose}
      // React passes events up through portals: a click here is not a click on the day cell.
      onClick={(event) => event.stopPropagation()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 320 } },
      }}
    >
      <Box>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {whenText(item)}
        </Typography>
        <Link
          href={item.link ?? googleDayUrl(item.start)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          Open in Google Calendar
          <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
        </Link>
      </Box>
    </Popover>
  );
}
