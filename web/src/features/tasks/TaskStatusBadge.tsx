import Chip from '@mui/material/Chip';
import {
  taskStatus,
  type StatusInput,
  type TaskStatusContext,
  type TaskStatusKind,
} from '@pomoplan/domain';

const COLORS: Record<TaskStatusKind, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  completed: 'success',
  overdue: 'error',
  dueToday: 'warning',
  scheduled: 'info',
  undated: 'default',
};

/** A task's status badge: Completed, Overdue, Due Today, Scheduled, Unplanned or Someday. */
export function TaskStatusBadge(props: {
  task: StatusInput;
  today: string;
  context: TaskStatusContext;
}) {
  const status = taskStatus(props.task, props.today, props.context);
  return <Chip size="small" variant="outlined" color={COLORS[status.kind]} label={status.label} />;
}
