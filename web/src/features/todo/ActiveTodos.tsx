import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Todo } from '@pomoplan/domain';
import { TodoList, type TodoListProps } from './TodoList';

interface ActiveTodosProps extends Omit<TodoListProps, 'todos' | 'label'> {
  /** Undefined while loading. */
  todos: readonly Todo[] | undefined;
  /** Whether any open todo exists before filtering. */
  anyActive: boolean;
}

export function ActiveTodos({ todos, anyActive, ...listProps }: ActiveTodosProps) {
  if (todos === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading todos" />
      </Box>
    );
  }
  if (todos.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {anyActive
          ? 'No todos match these filters.'
          : 'No todos yet. Add one above to get started!'}
      </Typography>
    );
  }
  return <TodoList todos={todos} label="Active todos" {...listProps} />;
}
