// The shared task pieces: what the project page, the timeline and the calendar use. Other
// features import tasks only from here.
export { StatCards } from './StatCards';
export { TaskDialog, type TaskDialogProps } from './TaskDialog';
export { TaskFormFields } from './TaskFormFields';
export { TASK_ROW_HEIGHT, TaskRow } from './TaskRow';
export { TaskStatusBadge } from './TaskStatusBadge';
export {
  editErrors,
  editedFields,
  formFromTask,
  hasChanges,
  type TaskFormValues,
} from './taskForm';
export { useTaskCompletion, type TaskCompletion } from './useTaskCompletion';
export { useTaskDelete, type TaskDeleteTexts } from './useTaskDelete';
