// What other features may use of the To Do feature (the goal page lists its todos).
export { TodoList } from './TodoList';
export { useTodoActions } from './useTodoActions';
