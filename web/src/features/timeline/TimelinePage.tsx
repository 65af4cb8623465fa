import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Task } from '@pomoplan/domain';
import { useFocusTallies } from '../../data/focusTally';
import { useMemo, useState } from 'react';
import { useRenderedCount } from '../../ui/useRenderedCount';
import { PageHeader } from '../../ui/PageHeader';
import { useProjects } from '../../data/projects';
import { useFocusedId, useStartFocus } from '../focus';
import { NewProjectButton } from '../projects';
import { useToday } from '../../ui/useToday';
import { StatCards, TaskDialog, useTaskCompletion } from '../tasks';
import { useUid } from '../../data/useUid';
import { TaskEditPane } from './TaskEditPane';
import { TimelineGroupSection, type TimelineFocus } from './TimelineGroupSection';
import { usePaneFocus } from './usePaneFocus';
import { useTimelineGroups, type PagedGroup } from './useTimelineGroups';

export { startTimelineListeners } from './useTimelineGroups';
import { EMPTY } from '../../data/sync/useLive';

function taskCount(groups: readonly PagedGroup[]): number {
  return groups.reduce((sum, group) => sum + group.tasks.length, 0);
}

/** Pomodoros done on each task, the task in focus now, and Start, for the timeline's rows. */
function useTimelineFocus(uid: string): TimelineFocus {
  const done = useFocusTallies(uid);
  const runningTaskId = useFocusedId(uid, 'task');
  const start = useStartFocus();
  return useMemo(
    () => ({ done, runningTaskId, start: (task: Task) => start({ taskId: task.id }) }),
    [done, runningTaskId, start],
  );
}

/** The timeline: summary cards, tasks grouped by due day, and the edit pane. */
export default function TimelinePage() {
  const uid = useUid();
  const today = useToday();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const { groups, summary, complete } = useTimelineGroups(uid, today);
  const { data: projects = EMPTY } = useProjects(uid);
  const completion = useTaskCompletion(uid);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  // The first screen of rows renders first, the rest of every group right after.
  const rendered = useRenderedCount(taskCount(groups));
  const projectById = useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);
  const select = (task: Task) => setSelectedId(task.id);
  const focus = useTimelineFocus(uid);
  const paneFocus = usePaneFocus(desktop && selectedId !== null, () => setSelectedId(null));

  const pane = selectedId && (
    <TaskEditPane
      key={selectedId}
      uid={uid}
      taskId={selectedId}
      projects={projects}
      today={today}
      completion={completion}
      focus={focus}
      onClose={() => setSelectedId(null)}
    />
  );

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <PageHeader
          title="Timeline"
          subtitle="Your tasks by when they are due"
          actions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New Task
            </Button>
          }
        />
        <Box sx={{ px: { xs: 2, md: 4 }, pb: 4 }}>
          <StatCards
            stats={[
              { label: 'Total Tasks', value: summary?.total ?? '–', icon: <AssignmentIcon /> },
              { label: 'Completed', value: summary?.completed ?? '–', icon: <TaskAltIcon /> },
              { label: 'Past Due', value: summary?.pastDue ?? '–', icon: <WarningAmberIcon /> },
            ]}
          />
          {groups.length === 0 && !complete ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading tasks" />
            </Box>
          ) : groups.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
              <Typography variant="h6" component="p" sx={{ mb: 2 }}>
                No tasks in your timeline
              </Typography>
              <Button variant="contained" onClick={() => setCreating(true)}>
                Create Your First Task
              </Button>
            </Paper>
          ) : (
            groups.map((group, index) => (
              <TimelineGroupSection
                key={group.key}
                group={group}
                rendered={Math.max(0, rendered - taskCount(groups.slice(0, index)))}
                projects={projectById}
                today={today}
                completion={completion}
                selectedId={selectedId}
                onSelect={select}
                focus={focus}
              />
            ))
          )}
        </Box>
      </Box>
      {pane &&
        (desktop ? (
          <Box
            component="aside"
            aria-label="Task details"
            ref={paneFocus.paneRef}
            tabIndex={-1}
            onKeyDown={paneFocus.onKeyDown}
            sx={{
              width: 384,
              flexShrink: 0,
              position: 'sticky',
              top: 0,
              height: '100vh',
              overflowY: 'auto',
              borderLeft: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            {pane}
          </Box>
        ) : (
          // The name goes on the paper: that is the element with the dialog role.
          <Dialog
            fullScreen
            open
            onClose={() => setSelectedId(null)}
            slotProps={{ paper: { 'aria-label': 'Task details' } }}
          >
            {pane}
          </Dialog>
        ))}
      {creating && (
        <TaskDialog
          uid={uid}
          newProject={(onCreated) => <NewProjectButton uid={uid} onCreated={onCreated} />}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
