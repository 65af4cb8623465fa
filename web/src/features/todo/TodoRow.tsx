import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Goal, Todo } from '@pomoplan/domain';
import { memo } from 'react';
import { focusRing } from '../../ui/focusRing';
import { DueTypeBadge, GoalBadge } from './TodoBadges';

interface TodoRowProps {
  todo: Todo;
  goal: Goal | undefined;
  togglePending: boolean;
  onToggle(todo: Todo): void;
  /** Absent where a row cannot be edited in place (the goal page). */
  onOpen?(id: string): void;
  /** The focus timer runs on this todo now. */
  inFocus?: boolean;
  /** Starts a pomodoro on the todo; no button without it. */
  onFocus?(todo: Todo): void;
}

// Memoised: a toggle or a live change re-renders the rows it touches, not the whole list (the
// data layer keeps unchanged todos the same objects, and the handlers are stable).
export const TodoRow = memo(function TodoRow({
  todo,
  goal,
  togglePending,
  onToggle,
  onOpen,
  inFocus,
  onFocus,
}: TodoRowProps) {
  const focusable = onFocus !== undefined && !todo.completed;
  const text = (
    <Typography
      component="span"
      sx={{
        textDecoration: todo.completed ? 'line-through' : 'none',
        color: todo.completed ? 'text.secondary' : 'text.primary',
        overflowWrap: 'anywhere',
      }}
    >
      {todo.text}
    </Typography>
  );
  return (
    <ListItem
      divider
      disableGutters
      sx={{ gap: 1, alignItems: 'center', py: 0.5 }}
      data-focus-todo={focusable ? todo.id : undefined}
    >
      <Checkbox
        checked={todo.completed}
        disabled={togglePending}
        onChange={() => onToggle(todo)}
        slotProps={{ input: { 'aria-label': todo.text } }}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          flexGrow: 1,
          minWidth: 0,
        }}
      >
        {onOpen ? (
          <ButtonBase
            onClick={() => onOpen(todo.id)}
            aria-haspopup="dialog"
            sx={[
              { textAlign: 'left', borderRadius: 1, px: 0.5, minHeight: 32, minWidth: 0 },
              focusRing,
            ]}
          >
            {text}
          </ButtonBase>
        ) : (
          text
        )}
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', ml: 'auto' }}>
          <DueTypeBadge dueType={todo.dueType} />
          {goal && <GoalBadge goal={goal} />}
        </Box>
      </Box>
      {focusable && (
        // Pressed while in focus: a press then leaves the running pomodoro as it is.
        <IconButton
          aria-label={`Start focus on "${todo.text}"`}
          aria-pressed={inFocus}
          color={inFocus ? 'primary' : 'default'}
          onClick={() => onFocus(todo)}
        >
          <TimerOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </ListItem>
  );
});
