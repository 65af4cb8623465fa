// Quick add, a subpath of its own (@pomoplan/domain/quickAdd): it brings chrono-node, which
// only the quick-add input and its API route need, so nothing else loads it.
export * from './types';
export { parseQuickAdd } from './parse';
export { parseQuickTodo, type QuickTodoResult } from './todo';
export {
  QUICK_ADD_DEFAULT_PROJECT,
  quickAddProject,
  quickAddTasks,
  type QuickAddTaskFields,
} from './tasks';
export { suggestNames, tagPrefixAt } from './tags';
export { fold as foldName } from './text';
export * from './schema';
