import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_TODO_DUE_TYPE,
  TODO_TEXT_MAX,
  TodoInputSchema,
  type Goal,
  type Group,
  type TodoDueType,
} from '@pomoplan/domain';
import { memo, useRef, useState, type FormEvent } from 'react';
import type { NewTodo } from '../../data/todos';
import { firstMessage } from '../../ui/formErrors';
import { pasteOnOneLine } from '../../ui/oneLine';
import { GoalSelect as GoalSelectView } from './GoalSelect';
import { DueTypeSelect as DueTypeSelectView } from './DueTypeSelect';

// Every keystroke and every submit re-renders the form; the two selects (an MUI Select with
// its menu items each) only when their own value changes. Rendering them with the text field
// cost several milliseconds of the Enter that starts a new todo's write.
const GoalSelect = memo(GoalSelectView);
const DueTypeSelect = memo(DueTypeSelectView);

interface AddTodoFormProps {
  goals: readonly Goal[];
  groups: readonly Group[];
  onAdd(input: NewTodo): Promise<boolean>;
}

export function AddTodoForm({ goals, groups, onAdd }: AddTodoFormProps) {
  const [text, setText] = useState('');
  const [dueType, setDueType] = useState<TodoDueType>(DEFAULT_TODO_DUE_TYPE);
  const [goalId, setGoalId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  // Blank text only disables Add; any other refusal is told under the input.
  const problem = trimmed ? firstMessage(TodoInputSchema.shape.text, text) : null;

  // The cache shows the new todo at once, and the server may take its time (or, offline, never
  // answer while the page is open): the input stays free for the next todo, and the focus stays
  // wherever the user takes it next. A refusal is told in a toast by `onAdd`.
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || problem) return;
    const typed = text;
    setText('');
    // After a click on Add, whose button the empty input disables, typing goes on in the input.
    input.current?.focus();
    void onAdd({ text: trimmed, dueType, goalId }).then((added) => {
      // A refused todo's text comes back, unless the next one is being typed already.
      if (!added) setText((current) => (current === '' ? typed : current));
    });
  }

  return (
    <Box component="form" onSubmit={submit} aria-label="Add todo" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          inputRef={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPaste={pasteOnOneLine}
          error={problem !== null}
          helperText={problem}
          placeholder="What do you need to do?"
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': 'New todo', maxLength: TODO_TEXT_MAX },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!trimmed || problem !== null}
          // On a phone the input needs the room more than the button needs its icon.
          sx={{
            flexShrink: 0,
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          Add
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DueTypeSelect label="Due" value={dueType} onChange={setDueType} size="small" />
        <GoalSelect
          label="Goal"
          value={goalId}
          onChange={setGoalId}
          goals={goals}
          groups={groups}
          size="small"
        />
      </Box>
    </Box>
  );
}
