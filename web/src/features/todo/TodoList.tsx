import List from '@mui/material/List';
import type { Goal, Todo } from '@pomoplan/domain';
import { useRenderedCount } from '../../ui/useRenderedCount';
import { TodoRow } from './TodoRow';

export interface TodoListProps {
  todos: readonly Todo[];
  goalsById: ReadonlyMap<string, Goal>;
  pendingToggles: ReadonlyMap<string, boolean>;
  onToggle(todo: Todo): void;
  onOpen?(id: string): void;
  /** The todo the focus timer runs on now. */
  focusedId?: string | null;
  onFocus?(todo: Todo): void;
  label: string;
}

export function TodoList(props: TodoListProps) {
  const rendered = useRenderedCount(props.todos.length);
  return (
    <List aria-label={props.label} disablePadding>
      {props.todos.slice(0, rendered).map((todo) => (
        <TodoRow
          key={todo.id}
          todo={todo}
          goal={todo.goalId === null ? undefined : props.goalsById.get(todo.goalId)}
          togglePending={props.pendingToggles.has(todo.id)}
          onToggle={props.onToggle}
          onOpen={props.onOpen}
          inFocus={todo.id === props.focusedId}
          onFocus={props.onFocus}
        />
      ))}
    </List>
  );
}
