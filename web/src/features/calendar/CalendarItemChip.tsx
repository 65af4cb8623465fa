import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import type { Task } from '@pomoplan/domain';
import type { MouseEvent } from 'react';
import type { CalendarItem } from './calendarItems';

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
  // Clicks on an event must not also count as a click on the day behind it.
  const stop = (event: MouseEvent) => event.stopPropagation();

  if (item.kind === 'external') {
    return (
      <Box
        onClick={stop}
        title={item.time ? `${item.time} ${item.title}` : item.title}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 0.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          minWidth: 0,
        }}
      >
        <CalendarMonthIcon sx={{ fontSize: 14 }} aria-label="External calendar event" />
        <Box component="span" sx={text}>
          {item.time ? `${item.time} ${item.title}` : item.title}
        </Box>
      </Box>
    );
  }

  return (
    <ButtonBase
      onClick={(event) => {
        stop(event);
        props.onOpenTask(item.task);
      }}
      title={item.title}
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
    </ButtonBase>
  );
}
