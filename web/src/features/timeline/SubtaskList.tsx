import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SubtaskInputSchema, type Subtask } from '@pomoplan/domain';
import { useState, type KeyboardEvent } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { createSubtask, deleteSubtask, updateSubtask, useSubtasks } from '../../data/subtasks';
import { firstMessage } from '../../ui/formErrors';
import { pasteOnOneLine } from '../../ui/oneLine';
import { useToast } from '../../ui/toast';
import { EMPTY } from '../../data/sync/useLive';

function failure(description: string) {
  return { title: 'Error', description, variant: 'destructive' as const };
}

/** What the domain refuses in a title being typed; blank is left to the callers. */
function titleProblem(title: string): string | null {
  return title.trim() === '' ? null : firstMessage(SubtaskInputSchema.shape.title, title);
}

/** A task's subtasks: add by Enter or button, edit inline (Escape cancels), delete. */
export function SubtaskList({ uid, taskId }: { uid: string; taskId: string }) {
  const db = useDb();
  const toast = useToast();
  const { data: subtasks = EMPTY } = useSubtasks(uid, taskId);
  const [newTitle, setNewTitle] = useState('');
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  // Ticks show at once; Firestore confirms (or reverts) a moment later.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());

  const newTitleProblem = titleProblem(newTitle);
  const editingProblem = editing ? titleProblem(editing.title) : null;

  async function add() {
    const title = newTitle.trim();
    if (title === '' || newTitleProblem) return;
    setNewTitle('');
    try {
      await createSubtask(db, uid, taskId, title);
      toast({ title: 'Subtask Added' });
    } catch {
      // The refused title comes back, unless the next one is being typed already.
      setNewTitle((current) => (current === '' ? title : current));
      toast(failure('Failed to create subtask. Please try again.'));
    }
  }

  async function update(subtask: Subtask, change: { title?: string; isCompleted?: boolean }) {
    try {
      await updateSubtask(db, uid, taskId, subtask.id, change);
      toast({ title: 'Subtask Updated' });
    } catch {
      toast(failure('Failed to update subtask. Please try again.'));
    }
  }

  async function tick(subtask: Subtask, isCompleted: boolean) {
    setTicking((current) => new Map(current).set(subtask.id, isCompleted));
    await update(subtask, { isCompleted });
    setTicking((current) => {
      const rest = new Map(current);
      rest.delete(subtask.id);
      return rest;
    });
  }

  function finishEdit(subtask: Subtask) {
    if (editing?.id !== subtask.id) return;
    const title = editing.title.trim();
    setEditing(null);
    // An emptied or refused title is ignored: the subtask keeps its old one.
    if (title !== '' && !editingProblem && title !== subtask.title) void update(subtask, { title });
  }

  function editKeys(event: KeyboardEvent, subtask: Subtask) {
    if (event.key === 'Enter') {
      event.preventDefault();
      // A refused title stays open with its message, to be corrected.
      if (!editingProblem) finishEdit(subtask);
    } else if (event.key === 'Escape') {
      // Escape cancels the edit, not the pane or dialog around it.
      event.stopPropagation();
      setEditing(null);
    }
  }

  async function remove(subtask: Subtask) {
    try {
      await deleteSubtask(db, uid, taskId, subtask.id);
      toast({ title: 'Subtask Deleted' });
    } catch {
      toast(failure('Failed to delete subtask. Please try again.'));
    }
  }

  return (
    <Box component="section" aria-labelledby={`subtasks-${taskId}`}>
      <Typography id={`subtasks-${taskId}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Subtasks
      </Typography>
      <List dense disablePadding aria-label="Subtasks">
        {subtasks.map((subtask) => (
          <ListItem
            key={subtask.id}
            disableGutters
            secondaryAction={
              editing?.id === subtask.id ? undefined : (
                <>
                  <IconButton
                    size="small"
                    aria-label={`Edit subtask "${subtask.title}"`}
                    onClick={() => setEditing({ id: subtask.id, title: subtask.title })}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Delete subtask "${subtask.title}"`}
                    onClick={() => void remove(subtask)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </>
              )
            }
          >
            <Checkbox
              size="small"
              checked={ticking.get(subtask.id) ?? subtask.isCompleted}
              onChange={(event) => void tick(subtask, event.target.checked)}
              slotProps={{ input: { 'aria-label': `Complete subtask "${subtask.title}"` } }}
            />
            {editing?.id === subtask.id ? (
              <TextField
                size="small"
                value={editing.title}
                onChange={(event) => setEditing({ id: subtask.id, title: event.target.value })}
                onPaste={pasteOnOneLine}
                error={editingProblem !== null}
                helperText={editingProblem}
                onKeyDown={(event) => editKeys(event, subtask)}
                onBlur={() => finishEdit(subtask)}
                slotProps={{ htmlInput: { 'aria-label': 'Subtask title' } }}
                autoFocus
                fullWidth
              />
            ) : (
              <Typography
                variant="body2"
                onDoubleClick={() => setEditing({ id: subtask.id, title: subtask.title })}
                sx={{
                  pr: 9,
                  wordBreak: 'break-word',
                  textDecoration: subtask.isCompleted ? 'line-through' : 'none',
                  color: subtask.isCompleted ? 'text.secondary' : 'text.primary',
                }}
              >
                {subtask.title}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <TextField
          size="small"
          placeholder="Add a subtask..."
          value={newTitle}
          onChange={(event) => setNewTitle(event.target.value)}
          onPaste={pasteOnOneLine}
          error={newTitleProblem !== null}
          helperText={newTitleProblem}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': 'New subtask' } }}
          fullWidth
        />
        <Button variant="outlined" onClick={() => void add()} aria-label="Add subtask">
          Add
        </Button>
      </Stack>
    </Box>
  );
}
