import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LazyCollapse } from '../../ui/LazyCollapse';
import { useStoredFlag } from '../../ui/useStoredFlag';
import { TodoList, type TodoListProps } from './TodoList';

const EXPANDED_KEY = 'pomoplan.completedTodos.expanded';

interface CompletedTodosProps extends Omit<TodoListProps, 'label'> {
  /** How many completed todos match over the whole history, when more exist than are listed. */
  total?: number;
  /** Set while older completed todos may exist beyond the pages loaded. */
  onShowMore?: () => void;
}

/** Shown only when completed todos exist; collapsible, the choice is remembered. */
export function CompletedTodos({ total, onShowMore, ...props }: CompletedTodosProps) {
  const [expanded, setExpanded] = useStoredFlag(EXPANDED_KEY, false);
  const listId = useId();
  const count = total ?? props.todos.length;
  if (count === 0) return null;
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
        Completed ({count})
      </Button>
      <LazyCollapse in={expanded} id={listId}>
        <TodoList label="Completed todos" {...props} />
        {total !== undefined && total > props.todos.length && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
            {props.todos.length} of {total} shown
          </Typography>
        )}
        {onShowMore && (
          <Button onClick={onShowMore} variant="outlined" size="small">
            Show more
          </Button>
        )}
      </LazyCollapse>
    </Box>
  );
}
