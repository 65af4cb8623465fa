import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TODO_TEXT_MAX,
  type Goal,
  type Group,
  type Todo,
  type TodoDueType,
  type TodoUpdate,
  TodoUpdateSchema,
  toSingleLineText,
} from '@pomoplan/domain';
import { useId, useState, type FormEvent } from 'react';
import { firstMessage } from '../../ui/formErrors';
import { pasteOnOneLine, submitOnEnter } from '../../ui/oneLine';
import { openFocusMark } from '../focus';
import { GoalSelect } from './GoalSelect';
import { DueTypeSelect } from './DueTypeSelect';

const PANEL_WIDTH = 384;

interface TodoEditPanelProps {
  /** The todo being edited; undefined closes the panel (also when it was deleted elsewhere). */
  todo: Todo | undefined;
  goals: readonly Goal[];
  groups: readonly Group[];
  onClose(): void;
  onSave(id: string, changes: TodoUpdate): Promise<boolean>;
  onDelete(id: string): void;
}

/** The right-hand edit panel: full width on phones, 384 px elsewhere. */
export function TodoEditPanel(props: TodoEditPanelProps) {
  const titleId = useId();
  // Keeps the content while the panel slides out after its todo went away.
  const [lastShown, setLastShown] = useState(props.todo);
  if (props.todo && props.todo !== lastShown) setLastShown(props.todo);
  const todo = props.todo ?? lastShown;

  return (
    <Drawer
      anchor="right"
      open={props.todo !== undefined}
      onClose={props.onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: PANEL_WIDTH } },
        },
      }}
    >
      {todo && (
        <EditForm
          {...props}
          // A fresh form for each todo, so edits never leak from one to the next.
          key={todo.id}
          titleId={titleId}
          todo={todo}
        />
      )}
    </Drawer>
  );
}

function EditForm(props: TodoEditPanelProps & { todo: Todo; titleId: string }) {
  const { todo } = props;
  // A todo saved with line breaks before they were refused is shown (and saved) on one line.
  const [text, setText] = useState(() => toSingleLineText(todo.text));
  const [dueType, setDueType] = useState<TodoDueType>(todo.dueType);
  const [goalId, setGoalId] = useState<string | null>(todo.goalId);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const trimmed = text.trim();
  // Blank text only disables Save; any other refusal is told under the field.
  const problem = trimmed ? firstMessage(TodoUpdateSchema.shape.text, text) : null;
  const busy = saving || deleting;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || problem || busy) return;
    setSaving(true);
    const saved = await props.onSave(todo.id, { text: trimmed, dueType, goalId });
    setSaving(false);
    if (saved) props.onClose();
  }

  function remove() {
    setDeleting(true);
    // Deleting the open todo closes the panel at once; the list drops it at once too, and the
    // cache brings it back (with a toast) if the server refuses.
    props.onDelete(todo.id);
    props.onClose();
  }

  return (
    <Box
      component="form"
      onSubmit={save}
      {...openFocusMark('todo', todo.completed ? null : todo.id)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: 3, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={props.titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Edit Todo
        </Typography>
        <IconButton aria-label="Close" onClick={props.onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <TextField
        label="Todo Text"
        placeholder="Enter todo text..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPaste={pasteOnOneLine}
        // A todo is one line: the field only wraps it, and Enter saves.
        onKeyDown={submitOnEnter}
        error={problem !== null}
        helperText={problem}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: TODO_TEXT_MAX } }}
      />
      <DueTypeSelect label="Due Date" value={dueType} onChange={setDueType} fullWidth />
      <GoalSelect
        label="Goal"
        value={goalId}
        onChange={setGoalId}
        goals={props.goals}
        groups={props.groups}
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 1.5, mt: 'auto' }}>
        <Button type="submit" variant="contained" disabled={!trimmed || problem !== null || busy}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outlined" color="error" onClick={remove} disabled={busy}>
          {deleting ? 'Deleting...' : 'Delete Todo'}
        </Button>
      </Box>
    </Box>
  );
}
