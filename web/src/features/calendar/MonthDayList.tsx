import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { longDayLabel, type Task } from '@pomoplan/domain';
import { useState } from 'react';
import { CalendarItemChip } from './CalendarItemChip';
import type { CalendarItem } from './calendarItems';

interface MonthDayListProps {
  title: string;
  /** The month's own days, in order. */
  days: readonly string[];
  today: string;
  itemsOf(day: string): readonly CalendarItem[];
  onCreate(day: string): void;
  onOpenTask(task: Task): void;
}

/**
 * The month on a narrow screen: one row per day that has something (and today), each event on
 * a line of its own, so titles are not cut down to a few letters as in a 7-column grid.
 */
export function MonthDayList(props: MonthDayListProps) {
  const [showEarlier, setShowEarlier] = useState(false);
  const planned = props.days.filter((day) => day === props.today || props.itemsOf(day).length > 0);
  // In the current month the list starts today; the days before it are one tap away.
  const earlier = props.days.includes(props.today)
    ? planned.filter((day) => day < props.today)
    : [];
  const days = showEarlier ? planned : planned.filter((day) => !earlier.includes(day));
  return (
    <Paper
      variant="outlined"
      component="ol"
      aria-label={`${props.title}, day by day`}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {earlier.length > 0 && !showEarlier && (
        <Box component="li" sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Button size="small" onClick={() => setShowEarlier(true)}>
            Show {earlier.length} earlier {earlier.length === 1 ? 'day' : 'days'}
          </Button>
        </Box>
      )}
      {days.length === 0 && (
        <Typography component="li" color="text.secondary" sx={{ p: 2 }}>
          Nothing planned this month.
        </Typography>
      )}
      {days.map((day) => {
        const label = longDayLabel(day);
        return (
          <Box
            component="li"
            key={day}
            aria-label={label}
            aria-current={day === props.today ? 'date' : undefined}
            sx={{
              p: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-child': { borderBottom: 0 },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{ flexGrow: 1, color: day === props.today ? 'primary.main' : undefined }}
              >
                {label}
              </Typography>
              <IconButton
                size="small"
                aria-label={`New task on ${label}`}
                onClick={() => props.onCreate(day)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              {props.itemsOf(day).map((item) => (
                <CalendarItemChip key={item.key} item={item} onOpenTask={props.onOpenTask} wrap />
              ))}
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
}
