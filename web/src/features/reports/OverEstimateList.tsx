import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OverEstimate } from '@pomoplan/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TitleWithNote } from '../../ui/TitleWithNote';
import { DELETED_PROJECT, type NameOf } from './reportFigures';

/** '4 pomodoros for 2 estimated (+2)'. */
function overText(task: OverEstimate): string {
  const spent = `${task.spent} ${task.spent === 1 ? 'pomodoro' : 'pomodoros'}`;
  return `${spent} for ${task.estimated} estimated (+${task.spent - task.estimated})`;
}

/**
 * The completed tasks that ran furthest over their estimate, each opening its task on its
 * project page; a task whose project was deleted since has nowhere to open.
 */
export function OverEstimateList(props: { tasks: readonly OverEstimate[]; projectName: NameOf }) {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ gridColumn: '1 / -1' }}
    >
      <CardContent>
        <TitleWithNote
          bold
          id={headingId}
          title="Most over their estimate"
          level="h3"
          variant="subtitle1"
        />
        {props.tasks.length === 0 ? (
          <Typography color="text.secondary">
            No completed task took more pomodoros than it was given.
          </Typography>
        ) : (
          <OverList {...props} />
        )}
      </CardContent>
    </Card>
  );
}

function OverList(props: { tasks: readonly OverEstimate[]; projectName: NameOf }) {
  return (
    <List dense disablePadding>
      {props.tasks.map((task) => {
        const project = props.projectName(task.projectId);
        const deleted = project === DELETED_PROJECT;
        const title = deleted ? (
          task.title
        ) : (
          <Link
            component={RouterLink}
            to={`/projects/${encodeURIComponent(task.projectId)}?task=${encodeURIComponent(task.id)}`}
          >
            {task.title}
          </Link>
        );
        return (
          <ListItem key={task.id} disableGutters>
            <ListItemText primary={title} secondary={`${project} · ${overText(task)}`} />
          </ListItem>
        );
      })}
    </List>
  );
}
