import List from '@mui/material/List';
import type { Goal, Todo } from '@pomoplan/domain';
import { TodoRow } from './TodoRow';

export interface TodoListProps {
  todos: readonly Todo[];
  goalsById: ReadonlyMap<string, Goal>;
  pendingToggles: ReadonlyMap<string, boolean>;
  onToggle(todo: Todo): void;
  onOpen?(id: string): void;
  label: string;
}

export function TodoList(props: TodoListProps) {
  return (
    <List aria-label={props.label} disablePadding>
      {props.todos.map((todo) => (
        <TodoRow
          key={todo.id}
          todo={todo}
          goal={todo.goalId === null ? undefined : props.goalsById.get(todo.goalId)}
          togglePending={props.pendingToggles.has(todo.id)}
          onToggle={props.onToggle}
          onOpen={props.onOpen}
        />
      ))}
    </List>
  );
}
