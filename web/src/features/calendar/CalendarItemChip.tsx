import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { Task } from '@pomoplan/domain';
import { useState, type MouseEvent, type ReactElement } from 'react';
import type { CalendarItem } from './calendarItems';
import { EventDetails } from './EventDetails';

const chipText = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: 12,
  lineHeight: '20px',
} as const;

/**
 * One event in a day: an own task tinted with its project colour (struck through when
 * completed) that opens the task, or an external event marked with a calendar icon.
 */
export function CalendarItemChip(props: {
  item: CalendarItem;
  onOpenTask: (task: Task) => void;
  /** Wrap long titles instead of cutting them (the narrow-screen day list). */
  wrap?: boolean;
}) {
  const { item } = props;
  const text = props.wrap
    ? { ...chipText, whiteSpace: 'normal', overflowWrap: 'anywhere' }
    : chipText;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Clicks on an event must not also count as a click on the day behind it.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const label = item.kind === 'external' && item.time ? `${item.time} ${item.title}` : item.title;
  // A cut title reads in full on hover and on keyboard focus; a wrapped one needs no tip.
  const tip = (chip: ReactElement) =>
    props.wrap ? (
      chip
    ) : (
      <Tooltip title={label} placement="top" enterDelay={300}>
        {chip}
      </Tooltip>
    );

  if (item.kind === 'external') {
    return (
      <>
        {tip(
          <ButtonBase
            aria-haspopup="dialog"
            onClick={(event) => {
              stop(event);
              setAnchor(event.currentTarget);
            }}
            sx={{
              display: 'flex',
              justifyContent: 'flex-start',
              alignItems: 'center',
              gap: 0.5,
              px: 0.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              minWidth: 0,
              width: '100%',
              textAlign: 'left',
              '&:hover': { bgcolor: 'action.selected' },
            }}
          >
            <CalendarMonthIcon sx={{ fontSize: 14 }} aria-label="External calendar event" />
            <Box component="span" sx={text}>
              {label}
            </Box>
          </ButtonBase>,
        )}
        <EventDetails item={item} anchor={anchor} onClose={() => setAnchor(null)} />
      </>
    );
  }

  return tip(
    <ButtonBase
      data-focus-task={item.completed ? undefined : item.task.id}
      onClick={(event) => {
        stop(event);
        props.onOpenTask(item.task);
      }}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        px: 0.5,
        borderRadius: 1,
        borderLeft: 3,
        borderColor: item.color,
        bgcolor: alpha(item.color, 0.18),
        '&:hover': { bgcolor: alpha(item.color, 0.3) },
      }}
    >
      <Box
        component="span"
        sx={{
          ...text,
          textDecoration: item.completed ? 'line-through' : 'none',
          opacity: item.completed ? 0.7 : 1,
        }}
      >
        {item.title}
      </Box>
    </ButtonBase>,
  );
}
