import AlarmIcon from '@mui/icons-material/Alarm';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import RepeatIcon from '@mui/icons-material/Repeat';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  dayAndTimeText,
  formatDuration,
  nextReminderAt,
  pomodoroProgressText,
  type Project,
  type Task,
  type TaskStatusContext,
} from '@pomoplan/domain';
import dayjs from 'dayjs';
import { clockTime } from '../../ui/clockTime';
import { browserTimeZone } from '../../ui/timeZone';
import { ColorDot } from '../../ui/ColorDot';
import { TaskStatusBadge } from './TaskStatusBadge';

/** Rows have a fixed height so long lists can be windowed. */
export const TASK_ROW_HEIGHT = 64;

interface TaskRowProps {
  task: Task;
  project: Project | undefined;
  today: string;
  statusContext: TaskStatusContext;
  completed: boolean;
  completionPending: boolean;
  selected?: boolean;
  onToggle: (task: Task) => void;
  onSelect: (task: Task) => void;
  /** Pomodoros the focus timer completed on the task. */
  pomodorosDone?: number;
  /** The focus timer runs on this task now. */
  inFocus?: boolean;
  /** Starts a pomodoro on the task; no button without it. */
  onFocus?: (task: Task) => void;
}

/**
 * When the task reminds next, in words ('Today, 2:28 PM'); a one-off reminder already past
 * still shows its time, so a set reminder is never invisible. Null when none is set.
 */
function reminderText(task: Task, completed: boolean): string | null {
  if (completed || !task.reminderEnabled || task.reminderDateTime === null) return null;
  const zone = browserTimeZone();
  const now = new Date();
  const at = nextReminderAt(task, zone, now) ?? task.reminderDateTime;
  return dayAndTimeText(at, now, zone);
}

/** A task in a list: completion checkbox, title (struck through when done), details, badge. */
export function TaskRow(props: TaskRowProps) {
  const { task, project, completed } = props;
  const reminder = reminderText(task, completed);
  const details = [
    task.dueDate ? dayjs(task.dueDate).format('MMM D, YYYY') : null,
    // A task's one time of day is its reminder's.
    task.reminderEnabled && task.reminderDateTime ? clockTime(task.reminderDateTime) : null,
    `${task.estimatedPomodoros} × ${formatDuration(task.pomodoroLength)}`,
  ].filter((part) => part !== null);
  // Before the project: a phone cuts the line at its end.
  const progress = props.pomodorosDone
    ? pomodoroProgressText(props.pomodorosDone, task.estimatedPomodoros)
    : null;

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: TASK_ROW_HEIGHT,
        pl: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: props.selected ? 'action.selected' : undefined,
      }}
      data-focus-task={props.onFocus && !completed ? task.id : undefined}
    >
      <Checkbox
        checked={completed}
        disabled={props.completionPending}
        onChange={() => props.onToggle({ ...task, isCompleted: completed })}
        slotProps={{ input: { 'aria-label': `Complete "${task.title}"` } }}
      />
      <ButtonBase
        onClick={() => props.onSelect(task)}
        aria-current={props.selected ? 'true' : undefined}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          height: '100%',
          justifyContent: 'space-between',
          gap: 1,
          pr: 2,
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            noWrap
            sx={{
              fontWeight: 500,
              textDecoration: completed ? 'line-through' : 'none',
              color: completed ? 'text.secondary' : 'text.primary',
            }}
          >
            {task.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            {props.inFocus && (
              <TimerOutlinedIcon fontSize="inherit" color="primary" titleAccess="In focus now" />
            )}
            {/* First: a phone cuts the line at its end, and the reminder's time matters most. */}
            {reminder !== null && (
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, flexShrink: 0 }}
              >
                <AlarmIcon fontSize="inherit" titleAccess="Reminder" />
                {reminder}
              </Box>
            )}
            {progress !== null && `${progress} ·`}
            {project && <ColorDot color={project.color} size={8} />}
            {[project?.name, ...details].filter(Boolean).join(' · ')}
            {task.recurrenceRule && <RepeatIcon fontSize="inherit" aria-label="Repeats" />}
          </Typography>
        </Box>
        <TaskStatusBadge
          task={{ ...task, isCompleted: completed }}
          today={props.today}
          context={props.statusContext}
        />
      </ButtonBase>
      {props.onFocus && !completed && (
        <IconButton
          aria-label={`Start focus on "${task.title}"`}
          onClick={() => props.onFocus?.(task)}
          sx={{ mr: 0.5 }}
        >
          <TimerOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
