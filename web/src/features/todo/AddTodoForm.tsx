import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_TODO_DUE_TYPE,
  TODO_TEXT_MAX,
  type Goal,
  type Group,
  type TodoDueType,
} from '@pomoplan/domain';
import { useRef, useState, type FormEvent } from 'react';
import type { NewTodo } from '../../data/todos';
import { GoalSelect } from './GoalSelect';
import { DueTypeSelect } from './DueTypeSelect';

interface AddTodoFormProps {
  goals: readonly Goal[];
  groups: readonly Group[];
  onAdd(input: NewTodo): Promise<boolean>;
}

export function AddTodoForm({ goals, groups, onAdd }: AddTodoFormProps) {
  const [text, setText] = useState('');
  const [dueType, setDueType] = useState<TodoDueType>(DEFAULT_TODO_DUE_TYPE);
  const [goalId, setGoalId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || pending) return;
    const typed = text;
    setPending(true);
    setText('');
    const added = await onAdd({ text: trimmed, dueType, goalId });
    if (!added) setText(typed);
    setPending(false);
    // The input was disabled while pending, which took the focus away; give it back.
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <Box component="form" onSubmit={submit} aria-label="Add todo" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          inputRef={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What do you need to do?"
          disabled={pending}
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
          disabled={!trimmed || pending}
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
