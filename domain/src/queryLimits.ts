// How many documents the app's live lists ask for. The rules refuse list queries without a limit
// of at most 500; completed todos pile up, so only the most recent are kept in view, while open
// todos are a working set that stays far below the bound.
export const ACTIVE_TODOS_LIMIT = 500;
export const COMPLETED_TODOS_LIMIT = 200;
export const TASK_QUERY_LIMIT = 500;
