import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Task } from '@pomoplan/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { useProjects } from '../../data/projects';
import { createTask, updateTask } from '../../data/tasks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useShownErrors } from '../../ui/formErrors';
import { useToast } from '../../ui/toast';
import { errorMessage } from '../../ui/errorMessage';
import { openFocusMark, useStartFocus } from '../focus';
import {
  editedFields,
  emptyTaskForm,
  formFromTask,
  hasChanges,
  parseTaskForm,
  type FormErrors,
  type TaskFormValues,
} from './taskForm';
import { TaskFormFields } from './TaskFormFields';
import { useTaskDelete, type TaskDeleteTexts } from './useTaskDelete';
import { EMPTY } from '../../data/sync/useLive';

const DELETE_TEXTS: TaskDeleteTexts = {
  deleted: 'Task deleted successfully',
  failed: errorMessage,
};

export interface TaskDialogProps {
  uid: string;
  /** Edit this task; without it the dialog creates one. */
  task?: Task;
  /** Preset values of a new task (the project page's project, the calendar's day, quick add). */
  defaults?: Partial<TaskFormValues>;
  /**
   * The action that creates a project, offered while the user has none. The projects feature
   * passes its 'New Project' button; tasks do not depend on projects.
   */
  newProject?: (onCreated: (projectId: string) => void) => ReactNode;
  onClose: () => void;
}

/**
 * 'Create New Task' / 'Edit Task'. Mount it only while open, so each opening starts
 * from the task or the defaults.
 */
export function TaskDialog({ uid, task, defaults, newProject, onClose }: TaskDialogProps) {
  const db = useDb();
  const toast = useToast();
  const deleteWithUndo = useTaskDelete(uid, DELETE_TEXTS);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: projects = EMPTY, loading: projectsLoading } = useProjects(uid);
  const [values, setValues] = useState<TaskFormValues>(() =>
    task ? formFromTask(task) : emptyTaskForm(defaults),
  );
  const [busy, setBusy] = useState(false);
  const startFocus = useStartFocus();
  // A pomodoro starts on a task that is saved and still open; the dialog stays as it is.
  const focusable = task !== undefined && !task.isCompleted;
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // Until the user picks one, a new task goes to the first project. A chosen project that
  // was deleted meanwhile (another tab) counts as none chosen, never as another one.
  const chosenExists = projects.some((project) => project.id === values.projectId);
  const projectId =
    values.projectId === '' ? (projects[0]?.id ?? '') : chosenExists ? values.projectId : '';
  const shown = { ...values, projectId };
  const parsed = parseTaskForm(shown, 0);
  const errors = useShownErrors<keyof FormErrors>(parsed.errors ?? {});

  function change(patch: Partial<TaskFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    errors.attempt();
    if (!parsed.fields) return;
    setBusy(true);
    try {
      if (task) {
        const update = editedFields(task, shown, 0) ?? {};
        if (hasChanges(update)) await updateTask(db, uid, task.id, update);
        toast({ title: 'Task updated successfully' });
      } else {
        await createTask(db, uid, { ...parsed.fields, parentTaskId: null, isCompleted: false });
        toast({ title: 'Task created successfully' });
      }
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!task) return;
    setConfirmingDelete(false);
    setBusy(true);
    try {
      if (await deleteWithUndo(task.id)) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      slotProps={{ paper: openFocusMark('task', focusable ? task.id : null) }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{task ? 'Edit Task' : 'Create New Task'}</DialogTitle>
        <DialogContent>
          {!projectsLoading && projects.length === 0 && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={newProject?.((id) => change({ projectId: id }))}
            >
              Tasks belong to a project. Create a project first.
            </Alert>
          )}
          <Box sx={{ pt: 1 }}>
            <TaskFormFields
              values={shown}
              onChange={change}
              errors={errors.shown}
              onLeave={errors.leave}
              projects={projects}
              estimateMinimum={0}
              autoFocusTitle
            />
          </Box>
        </DialogContent>
        <DialogActions>
          {task && (
            <Button
              color="error"
              onClick={() => setConfirmingDelete(true)}
              disabled={busy}
              sx={{ mr: 'auto' }}
            >
              Delete
            </Button>
          )}
          {focusable && (
            <Button
              startIcon={<TimerOutlinedIcon />}
              onClick={() => startFocus({ taskId: task.id })}
            >
              Start focus
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {task ? 'Save Changes' : 'Create Task'}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Task"
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        Are you sure you want to delete this task?
      </ConfirmDialog>
    </Dialog>
  );
}
