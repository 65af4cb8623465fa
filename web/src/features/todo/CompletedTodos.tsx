import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId } from 'react';
import { useStoredFlag } from '../../ui/useStoredFlag';
import { TodoList, type TodoListProps } from './TodoList';

const EXPANDED_KEY = 'pomoplan.completedTodos.expanded';

/** Shown only when completed todos exist; collapsible, the choice is remembered. */
export function CompletedTodos(props: Omit<TodoListProps, 'label'>) {
  const [expanded, setExpanded] = useStoredFlag(EXPANDED_KEY, false);
  const listId = useId();
  if (props.todos.length === 0) return null;
  return (
    <Box component="section" aria-label="Completed todos">
      <Button
        onClick={() => setExpanded(!expanded)}
        aria-expanded={expanded}
        aria-controls={listId}
        endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        color="inherit"
        sx={{ fontWeight: 600 }}
      >
        Completed ({props.todos.length})
      </Button>
      <Collapse in={expanded} id={listId} unmountOnExit>
        <TodoList label="Completed todos" {...props} />
      </Collapse>
    </Box>
  );
}
