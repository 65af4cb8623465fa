import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useProjects } from '../../data/projects';
import { ColorDot } from '../../ui/ColorDot';
import { NewProjectButton } from './NewProjectButton';
import { EMPTY } from '../../data/sync/useLive';

/** The sidebar's project section: every project links to its page; a button creates one. */
export function ProjectList({ uid }: { uid: string }) {
  const { data: projects = EMPTY, loading } = useProjects(uid);
  const { pathname } = useLocation();

  return (
    <nav aria-label="Projects">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}
      >
        <Typography variant="overline" color="text.secondary" component="h2">
          Projects
        </Typography>
        <NewProjectButton uid={uid} compact />
      </Stack>
      <List dense sx={{ px: 1 }}>
        {projects.map((project) => {
          const to = `/projects/${project.id}`;
          const active = pathname === to;
          return (
            <ListItem key={project.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={{ borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 28 }}>
                  <ColorDot color={project.color} />
                </ListItemIcon>
                <ListItemText primary={project.name} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            </ListItem>
          );
        })}
        {!loading && projects.length === 0 && (
          <ListItem sx={{ px: 2, py: 1 }}>
            <Typography variant="body2" color="text.secondary">
              No projects yet
            </Typography>
          </ListItem>
        )}
      </List>
    </nav>
  );
}
