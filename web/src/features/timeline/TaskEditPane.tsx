import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { pomodoroProgressText, type Project, type Task } from '@pomoplan/domain';
import { useState } from 'react';
import { useTask } from '../../data/tasks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  editErrors,
  editedFields,
  formFromTask,
  hasChanges,
  TaskFormFields,
  TaskStatusBadge,
  useTaskDelete,
  type TaskCompletion,
  type TaskDeleteTexts,
  type TaskFormValues,
} from '../tasks';
import { openFocusMark } from '../focus';
import { SubtaskList } from './SubtaskList';
import type { TimelineFocus } from './TimelineGroupSection';
import { useTaskAutoSave } from './useTaskAutoSave';

const DELETE_TEXTS: TaskDeleteTexts = {
  deleted: 'Task Deleted',
  failed: () => 'Failed to delete task. Please try again.',
};

interface TaskEditPaneProps {
  uid: string;
  taskId: string;
  projects: readonly Project[];
  today: string;
  completion: TaskCompletion;
  focus: TimelineFocus;
  onClose: () => void;
}

/** The timeline's right-hand pane for one task. Follows the stored task live. */
export function TaskEditPane(props: TaskEditPaneProps) {
  const { data: task, loading } = useTask(props.uid, props.taskId);
  return (
    <Box sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Task Details
        </Typography>
        <IconButton aria-label="Close task details" onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {loading ? (
        <CircularProgress aria-label="Loading task" />
      ) : task ? (
        <TaskEditor key={task.id} {...props} task={task} />
      ) : (
        <Typography color="text.secondary">This task no longer exists.</Typography>
      )}
    </Box>
  );
}

// True when the form holds nothing the user has not saved yet.
function isUnedited(task: Task, values: TaskFormValues): boolean {
  const edited = editedFields(task, values, 1);
  return edited !== null && !hasChanges(edited);
}

function TaskEditor(props: TaskEditPaneProps & { task: Task }) {
  const { uid, task, completion, focus } = props;
  const deleteWithUndo = useTaskDelete(uid, DELETE_TEXTS);
  const [values, setValues] = useState(() => formFromTask(task));
  const [basis, setBasis] = useState(task);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // A change stored elsewhere (another tab, the server, our own save) replaces the form only
  // when the user has nothing unsaved, so typing is never overwritten.
  if (basis !== task) {
    setBasis(task);
    if (isUnedited(basis, values)) setValues(formFromTask(task));
  }

  useTaskAutoSave(uid, task, values);

  const completed = completion.isCompleted(task);
  const inFocus = focus.runningTaskId === task.id;
  // No submit here: the pane says at once what keeps it from saving.
  const errors = editErrors(task, values, 1);

  async function remove() {
    setConfirmingDelete(false);
    if (await deleteWithUndo(task.id)) props.onClose();
  }

  return (
    <Stack spacing={3} {...openFocusMark('task', completed ? null : task.id)}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TaskStatusBadge
          task={{ ...task, isCompleted: completed }}
          today={props.today}
          context="pane"
        />
        <Typography variant="body2" color="text.secondary">
          {pomodoroProgressText(focus.done.get(task.id) ?? 0, task.estimatedPomodoros)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          color={completed ? 'inherit' : 'success'}
          disabled={completion.isPending(task.id)}
          onClick={() => void completion.toggle({ ...task, isCompleted: completed })}
        >
          {completed ? 'Reopen' : 'Complete'}
        </Button>
        {!completed && (
          <Button
            variant="outlined"
            startIcon={<TimerOutlinedIcon />}
            disabled={inFocus}
            onClick={() => focus.start(task)}
          >
            {inFocus ? 'In focus now' : 'Start focus'}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setValues(formFromTask(task))}>
          Reset
        </Button>
        <Button color="error" onClick={() => setConfirmingDelete(true)} sx={{ ml: 'auto' }}>
          Delete
        </Button>
      </Stack>
      <TaskFormFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        errors={errors}
        projects={props.projects}
        estimateMinimum={1}
      />
      <Divider />
      <SubtaskList uid={uid} taskId={task.id} />
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Task"
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        {`Are you sure you want to delete "${task.title}"? This action cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}
