import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  eventsByDay,
  gridRange,
  longDayLabel,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  WEEKDAY_LABELS,
  type CalendarMonth,
  type Task,
} from '@pomoplan/domain';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { useProjects } from '../../data/projects';
import { useTasksDueBetween } from '../../data/tasks';
import { useUserDoc } from '../../data/users';
import { NewProjectButton } from '../projects';
import { useToday } from '../../ui/useToday';
import { TaskDialog, type TaskDialogProps } from '../tasks';
import { useUid } from '../../data/useUid';
import { CalendarItemChip } from './CalendarItemChip';
import { calendarItems, type CalendarItem } from './calendarItems';
import { DayCell } from './DayCell';
import { MonthDayList } from './MonthDayList';
import { GoogleStatusNotice } from './GoogleStatusNotice';
import { useExternalEvents } from './useExternalEvents';
import { EMPTY } from '../../data/sync/useLive';

type DialogState = Pick<TaskDialogProps, 'task' | 'defaults'> | null;

/** The calendar: a Sunday-first month grid of own tasks and external events. */
export default function CalendarPage() {
  const uid = useUid();
  const today = useToday();
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today));
  const [dialog, setDialog] = useState<DialogState>(null);
  const [more, setMore] = useState<{ day: string; anchor: HTMLElement } | null>(null);
  // Seven columns leave a phone a few letters per event: below 600 px the month is a day list.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  const weeks = useMemo(() => monthGrid(month), [month]);
  const { start, end } = useMemo(() => gridRange(month), [month]);
  const { data: tasks = EMPTY } = useTasksDueBetween(uid, start, end);
  const { data: projects = EMPTY } = useProjects(uid);
  const { events: external, googleStatus } = useExternalEvents(start, end);
  const user = useUserDoc(uid).data;
  const byDay = useMemo(() => {
    const projectById = new Map(projects.map((project) => [project.id, project]));
    return eventsByDay(calendarItems(tasks, projectById, external));
  }, [tasks, projects, external]);

  const title = monthTitle(month);
  const openTask = (task: Task) => {
    setMore(null);
    setDialog({ task });
  };
  const create = (day: string) => setDialog({ defaults: { dueDate: day } });
  const itemsOf = (day: string): readonly CalendarItem[] => byDay.get(day) ?? [];

  return (
    <>
      <PageHeader
        title="Calendar"
        subtitle="Your tasks and events by day"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ defaults: { dueDate: today } })}
          >
            New Task
          </Button>
        }
      />
      <Box sx={{ px: { xs: 1, md: 4 }, pb: 4 }}>
        <GoogleStatusNotice status={googleStatus} connected={user?.googleCalendarConnected} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <IconButton aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Button variant="outlined" size="small" onClick={() => setMonth(monthOf(today))}>
            Today
          </Button>
          <IconButton aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600, pl: 1 }}>
            {title}
          </Typography>
        </Stack>
        {narrow ? (
          <MonthDayList
            title={title}
            days={weeks.flat().filter((day) => monthOf(day).month === month.month)}
            today={today}
            itemsOf={itemsOf}
            onCreate={create}
            onOpenTask={openTask}
          />
        ) : (
          <Paper variant="outlined" role="grid" aria-label={title} sx={{ overflow: 'hidden' }}>
            <Box
              role="row"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
            >
              {WEEKDAY_LABELS.map((label) => (
                <Typography
                  key={label}
                  role="columnheader"
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    py: 1,
                    textAlign: 'center',
                    fontWeight: 600,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  {label}
                </Typography>
              ))}
            </Box>
            {weeks.map((week) => (
              <Box
                key={week[0]}
                role="row"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
              >
                {week.map((day) => (
                  <DayCell
                    key={day}
                    day={day}
                    inMonth={monthOf(day).month === month.month}
                    isToday={day === today}
                    items={itemsOf(day)}
                    onCreate={create}
                    onOpenTask={openTask}
                    onShowMore={(moreDay, anchor) => setMore({ day: moreDay, anchor })}
                  />
                ))}
              </Box>
            ))}
          </Paper>
        )}
      </Box>
      <Popover
        open={more !== null}
        anchorEl={more?.anchor}
        onClose={() => setMore(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': more ? longDayLabel(more.day) : undefined },
        }}
      >
        {more && (
          <Box sx={{ p: 1.5, width: 260, display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {longDayLabel(more.day)}
            </Typography>
            {itemsOf(more.day).map((item) => (
              <CalendarItemChip key={item.key} item={item} onOpenTask={openTask} />
            ))}
          </Box>
        )}
      </Popover>
      {dialog && (
        <TaskDialog
          uid={uid}
          {...dialog}
          newProject={(onCreated) => <NewProjectButton uid={uid} onCreated={onCreated} />}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
