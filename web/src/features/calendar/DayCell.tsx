import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { longDayLabel, shortMonthName, visibleEvents, type Task } from '@pomoplan/domain';
import type { MouseEvent } from 'react';
import { CalendarItemChip } from './CalendarItemChip';
import type { CalendarItem } from './calendarItems';

interface DayCellProps {
  day: string;
  inMonth: boolean;
  isToday: boolean;
  items: readonly CalendarItem[];
  onCreate: (day: string) => void;
  onOpenTask: (task: Task) => void;
  onShowMore: (day: string, anchor: HTMLElement) => void;
}

/** A day of the month grid: up to 4 events, then '+N more'; a click creates a task that day. */
export function DayCell(props: DayCellProps) {
  const { day, items } = props;
  const { shown, more } = visibleEvents(items);
  const label = longDayLabel(day);

  return (
    <Box
      // No aria-label: a name on the cell would differ from its visible text (the day number
      // and the events); the 'New task on …' button names the day.
      role="gridcell"
      aria-current={props.isToday ? 'date' : undefined}
      onClick={() => props.onCreate(day)}
      sx={{
        minWidth: 0,
        minHeight: { xs: 84, md: 128 },
        p: 0.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.25,
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: 'pointer',
        bgcolor: props.inMonth ? 'background.paper' : 'action.hover',
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ButtonBase
          aria-label={`New task on ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            props.onCreate(day);
          }}
          sx={{
            width: 26,
            height: 26,
            borderRadius: '50%',
            fontSize: 13,
            fontWeight: props.isToday ? 700 : 400,
            color: props.isToday
              ? 'primary.contrastText'
              : props.inMonth
                ? 'text.primary'
                : 'text.secondary',
            bgcolor: props.isToday ? 'primary.main' : 'transparent',
          }}
        >
          {Number(day.slice(8))}
        </ButtonBase>
        {/* A day of the neighbouring month is told apart by its month's name as well as by a
            lighter (still 4.5:1) colour; the button's name already says the month. */}
        {!props.inMonth && (
          <Box component="span" aria-hidden sx={{ fontSize: 12, color: 'text.secondary' }}>
            {shortMonthName(day)}
          </Box>
        )}
      </Box>
      {shown.map((item) => (
        <CalendarItemChip key={item.key} item={item} onOpenTask={props.onOpenTask} />
      ))}
      {more > 0 && (
        <Button
          size="small"
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            event.stopPropagation();
            props.onShowMore(day, event.currentTarget);
          }}
          sx={{
            alignSelf: 'flex-start',
            minWidth: 0,
            px: 0.25,
            py: 0,
            fontSize: 12,
            whiteSpace: 'nowrap',
          }}
        >
          +{more} more
        </Button>
      )}
    </Box>
  );
}
