// A day's focus sessions, latest first, each correctable: its minutes (a pomodoro that ran on
// while the person was away) or the whole session deleted. Both go to the server, which moves
// the task's tally with them; the list follows live.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { focusTotalText, formatDuration, type FocusSession } from '@pomoplan/domain';
import { useId, useState } from 'react';
import { deleteFocusSession } from '../../api/focus';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { focusFailure } from './focusFailure';
import { SessionMinutesDialog } from './SessionMinutesDialog';
import { sessionSubject, sessionTimes } from './sessionText';

interface DaySessionsDialogProps {
  sessions: readonly FocusSession[];
  onClose(): void;
}

export default function DaySessionsDialog({ sessions, onClose }: DaySessionsDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const server = useServerOnly();
  const toast = useToast();
  const [editing, setEditing] = useState<FocusSession | null>(null);
  const [removing, setRemoving] = useState<FocusSession | null>(null);

  function remove(session: FocusSession) {
    setRemoving(null);
    deleteFocusSession(session.id).then(
      () => toast({ title: 'Session deleted' }),
      (error: unknown) =>
        toast({
          title: 'Could not delete the session',
          description: focusFailure(error),
          variant: 'destructive',
        }),
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>Focus today</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 500 }}>{focusTotalText(sessions)}</Typography>
        {sessions.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Nothing focused yet today. Start a pomodoro from a task, a todo, or the timer at the top
            of the page.
          </Typography>
        ) : (
          <List aria-label="Sessions" disablePadding sx={{ mt: 1 }}>
            {sessions.map((session) => {
              const subject = sessionSubject(session);
              const at = sessionTimes(session);
              return (
                <ListItem
                  key={session.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Box sx={{ display: 'flex' }}>
                      <IconButton
                        aria-label={`Correct the minutes of "${subject}", ${at}`}
                        disabled={server.offline}
                        onClick={() => setEditing(session)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={`Delete "${subject}", ${at}`}
                        disabled={server.offline}
                        onClick={() => setRemoving(session)}
                        edge="end"
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={subject}
                    secondary={`${at} · ${formatDuration(session.focusedMinutes)} of ${formatDuration(session.plannedMinutes)} · ${session.completed ? 'Completed' : 'Stopped'}`}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {server.note}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {editing && <SessionMinutesDialog session={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Delete Session"
        confirmLabel="Delete"
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing &&
          `Delete ${formatDuration(removing.focusedMinutes)} of "${sessionSubject(removing)}" (${sessionTimes(removing)})? ${
            removing.completed ? 'Its pomodoro no longer counts for the task.' : ''
          }`}
      </ConfirmDialog>
    </Dialog>
  );
}
