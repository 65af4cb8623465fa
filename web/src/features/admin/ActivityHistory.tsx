import { TIER_NAMES } from '@pomoplan/domain';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityDetails } from '@pomoplan/domain';
import type { ActivityLogView } from '../../api/admin';
import { actionLabel, formatDateTime } from './format';
import { Section } from './Section';

function describe(details: ActivityDetails): string {
  const parts: string[] = [];
  if (details.previousTier && details.newTier) {
    parts.push(`${TIER_NAMES[details.previousTier]} → ${TIER_NAMES[details.newTier]}`);
  } else if (details.newTier) {
    parts.push(`New tier: ${TIER_NAMES[details.newTier]}`);
  }
  if (details.taskName) parts.push(`Task: ${details.taskName}`);
  if (details.projectName) parts.push(`Project: ${details.projectName}`);
  if (details.amount !== undefined) parts.push(`Amount: $${details.amount}`);
  return parts.join(' · ');
}

/** The user's activity log, newest first. */
export function ActivityHistory({ logs }: { logs: ActivityLogView[] }) {
  return (
    <Section title="Activity History">
      {logs.length === 0 ? (
        <Typography color="text.secondary">No activity yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Activity history">
          {logs.map((log) => (
            <ListItem key={log.id} divider disableGutters sx={{ gap: 2, alignItems: 'flex-start' }}>
              <Chip size="small" label={actionLabel(log.action)} sx={{ mt: 0.5 }} />
              <ListItemText
                primary={describe(log.details) || actionLabel(log.action)}
                secondary={`${formatDateTime(log.timestamp)} by ${log.changedBy}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
