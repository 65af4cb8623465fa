import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import DateRangeIcon from '@mui/icons-material/DateRange';
import EventIcon from '@mui/icons-material/Event';
import TodayIcon from '@mui/icons-material/Today';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Project, Task, TimelineGroupKey } from '@pomoplan/domain';
import type { ReactNode } from 'react';
import { WindowedList } from '../../ui/WindowedList';
import { TASK_ROW_HEIGHT, TaskRow, type TaskCompletion } from '../tasks';
import type { PagedGroup } from './useTimelineGroups';

const ICONS: Record<TimelineGroupKey, ReactNode> = {
  overdue: <WarningAmberIcon color="error" />,
  today: <TodayIcon color="primary" />,
  tomorrow: <WbSunnyIcon color="warning" />,
  thisWeek: <DateRangeIcon color="info" />,
  later: <EventIcon color="action" />,
  someday: <AllInclusiveIcon color="action" />,
};

interface TimelineGroupSectionProps {
  group: PagedGroup;
  projects: ReadonlyMap<string, Project>;
  today: string;
  completion: TaskCompletion;
  selectedId: string | null;
  onSelect: (task: Task) => void;
  /** How many of its rows to render for now (the page's first screen comes first). */
  rendered: number;
  /** The focus timer's part in each row: pomodoros done, the task in focus, Start. */
  focus: TimelineFocus;
}

export interface TimelineFocus {
  done: ReadonlyMap<string, number>;
  runningTaskId: string | null;
  start(task: Task): void;
}

/** One timeline group: its icon, name and count, then its tasks a page at a time. */
export function TimelineGroupSection(props: TimelineGroupSectionProps) {
  const { group, completion } = props;
  const headingId = `timeline-group-${group.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box aria-hidden sx={{ display: 'flex' }}>
          {ICONS[group.key]}
        </Box>
        <Typography id={headingId} variant="h6" component="h2">
          {group.label}
        </Typography>
        <Chip size="small" label={group.total} aria-label={`${group.total} tasks`} />
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <WindowedList
          items={group.tasks}
          rowHeight={TASK_ROW_HEIGHT}
          getKey={(task) => task.id}
          aria-label={`${group.label} tasks`}
          rendered={props.rendered}
          renderRow={(task) => (
            <TaskRow
              task={task}
              project={props.projects.get(task.projectId)}
              today={props.today}
              statusContext="timeline"
              completed={completion.isCompleted(task)}
              completionPending={completion.isPending(task.id)}
              selected={task.id === props.selectedId}
              onToggle={(target) => void completion.toggle(target)}
              onSelect={props.onSelect}
              pomodorosDone={props.focus.done.get(task.id)}
              inFocus={task.id === props.focus.runningTaskId}
              onFocus={props.focus.start}
            />
          )}
        />
      </Paper>
      {group.showMore && (
        <Button
          onClick={group.showMore}
          size="small"
          aria-label={`Show more ${group.label} tasks`}
          sx={{ mt: 1 }}
        >
          Show more
        </Button>
      )}
    </Box>
  );
}
