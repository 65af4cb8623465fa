import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FolderOffIcon from '@mui/icons-material/FolderOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimerIcon from '@mui/icons-material/Timer';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  estimatedMinutes,
  formatDuration,
  type FocusTally,
  type Project,
  type Task,
} from '@pomoplan/domain';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDb } from '../../data/sync/firestoreContext';
import { PageHeader } from '../../ui/PageHeader';
import { deleteProject } from '../../data/projectDeletion';
import { useProject } from '../../data/projects';
import { useProjectTasks, useTasksFromOtherTabs } from '../../data/tasks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { WindowedList } from '../../ui/WindowedList';
import { errorMessage } from '../../ui/errorMessage';
import { StatCards, TASK_ROW_HEIGHT, TaskDialog, TaskRow, useTaskCompletion } from '../tasks';
import { useToday } from '../../ui/useToday';
import { useUid } from '../../data/useUid';
import { useFocusTally } from '../../data/focusTally';
import { useFocusedId, useStartFocus } from '../focus';
import { NewProjectButton } from './NewProjectButton';
import { ProjectDialog } from './ProjectDialog';
import { EMPTY } from '../../data/sync/useLive';

/** A project's page (/projects/:id): its tasks, edit and delete. */
export default function ProjectPage() {
  const uid = useUid();
  const { id = '' } = useParams();
  const { data: project, loading } = useProject(uid, id);

  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading project" />
      </Box>
    );
  }
  if (!project) return <ProjectNotFound />;
  return <ProjectView key={project.id} uid={uid} project={project} />;
}

function ProjectNotFound() {
  return (
    <>
      <PageHeader title="Project Not Found" />
      <Paper variant="outlined" sx={{ mx: { xs: 2, md: 4 }, p: 6, textAlign: 'center' }}>
        <FolderOffIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This project does not exist or has been deleted.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Dashboard
        </Button>
      </Paper>
    </>
  );
}

// Open tasks first, earliest due first (undated last), then completed ones.
function byOpenThenDue(a: Task, b: Task): number {
  if (a.isCompleted !== b.isCompleted) return a.isCompleted ? 1 : -1;
  if (a.dueDate === b.dueDate) return a.title.localeCompare(b.title);
  if (a.dueDate === null) return 1;
  if (b.dueDate === null) return -1;
  return a.dueDate < b.dueDate ? -1 : 1;
}

/** The minutes the focus timer ran on the project's tasks still in it. */
function focusedMinutes(tally: FocusTally | undefined, tasks: readonly Task[]): number {
  return tasks.reduce((sum, task) => sum + (tally?.tasks[task.id]?.minutes ?? 0), 0);
}

function ProjectView({ uid, project }: { uid: string; project: Project }) {
  const db = useDb();
  const toast = useToast();
  const navigate = useNavigate();
  const today = useToday();
  const completion = useTaskCompletion(uid);
  const { data: tasks = EMPTY, loading } = useProjectTasks(uid, project.id);
  const tally = useFocusTally(uid, project.id).data;
  const focusedTaskId = useFocusedId(uid, 'task');
  const startFocus = useStartFocus();
  // Here, not in the shell: the task lists' module stays out of the To Do page's first load.
  useTasksFromOtherTabs(uid);
  const [taskDialog, setTaskDialog] = useState<{ task?: Task } | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTaskId = searchParams.get('task');

  // A reminder links to /projects/{id}?task={taskId}: open that task once it has loaded.
  useEffect(() => {
    if (linkedTaskId === null || loading) return;
    const linked = tasks.find((task) => task.id === linkedTaskId);
    if (linked) setTaskDialog({ task: linked });
    setSearchParams({}, { replace: true });
  }, [linkedTaskId, loading, tasks, setSearchParams]);

  const sorted = useMemo(() => [...tasks].sort(byOpenThenDue), [tasks]);
  const projects = useMemo(() => new Map([[project.id, project]]), [project]);
  const completedCount = tasks.filter((task) => task.isCompleted).length;
  const minutes = tasks.reduce((sum, task) => sum + estimatedMinutes(task), 0);

  async function remove() {
    setConfirmingDelete(false);
    setDeleting(true);
    try {
      await deleteProject(db, uid, project.id);
      toast({ title: 'Project deleted successfully' });
      navigate('/', { replace: true });
    } catch (error) {
      setDeleting(false);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <>
      <Box data-testid="project-header" sx={{ borderTop: 6, borderColor: project.color }}>
        <PageHeader
          title={project.name}
          subtitle={project.description ?? undefined}
          actions={
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setTaskDialog({})}
                disabled={deleting}
              >
                New Task
              </Button>
              <Button
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={() => setEditing(true)}
                disabled={deleting}
              >
                Edit Project
              </Button>
              <Button
                color="error"
                startIcon={<DeleteOutlinedIcon />}
                onClick={() => setConfirmingDelete(true)}
                disabled={deleting}
              >
                Delete Project
              </Button>
            </Stack>
          }
        />
      </Box>
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4 }}>
        <StatCards
          stats={[
            { label: 'Total Tasks', value: tasks.length, icon: <AssignmentIcon /> },
            { label: 'Completed', value: completedCount, icon: <TaskAltIcon /> },
            { label: 'Estimated Time', value: formatDuration(minutes), icon: <TimerIcon /> },
            {
              label: 'Focused Time',
              value: formatDuration(Math.round(focusedMinutes(tally, tasks))),
              icon: <TimerOutlinedIcon />,
            },
          ]}
        />
        <Box component="section" aria-labelledby="project-all-tasks">
          <Typography id="project-all-tasks" variant="h6" component="h2" sx={{ mb: 1 }}>
            All Tasks
          </Typography>
          {loading ? (
            <CircularProgress aria-label="Loading tasks" />
          ) : sorted.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">No tasks in this project yet.</Typography>
            </Paper>
          ) : (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <WindowedList
                items={sorted}
                rowHeight={TASK_ROW_HEIGHT}
                getKey={(task) => task.id}
                aria-label="All Tasks"
                renderRow={(task) => (
                  <TaskRow
                    task={task}
                    project={projects.get(task.projectId)}
                    today={today}
                    statusContext="pane"
                    completed={completion.isCompleted(task)}
                    completionPending={completion.isPending(task.id)}
                    onToggle={(target) => void completion.toggle(target)}
                    onSelect={(selected) => setTaskDialog({ task: selected })}
                    pomodorosDone={tally?.tasks[task.id]?.pomodoros}
                    inFocus={task.id === focusedTaskId}
                    onFocus={(target) => startFocus({ taskId: target.id })}
                  />
                )}
              />
            </Paper>
          )}
        </Box>
      </Box>
      {taskDialog && (
        <TaskDialog
          uid={uid}
          task={taskDialog.task}
          defaults={{ projectId: project.id }}
          newProject={(onCreated) => <NewProjectButton uid={uid} onCreated={onCreated} />}
          onClose={() => setTaskDialog(null)}
        />
      )}
      {editing && <ProjectDialog uid={uid} project={project} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Project"
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        {`Are you sure you want to delete "${project.name}" and its ${tasks.length} ${
          tasks.length === 1 ? 'task' : 'tasks'
        }? This action cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
