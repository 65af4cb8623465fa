// The full task dialog, filled in with what the phrase says (Tab from quick add).
import {
  quickAddProject,
  quickAddTasks,
  type QuickAddNamed,
  type QuickAddResult,
} from '@pomoplan/domain/quickAdd';
import dayjs from 'dayjs';
import type { TaskFormValues } from '../tasks';

export function taskDefaults(
  result: QuickAddResult,
  timeZone: string,
  projects: readonly QuickAddNamed[],
): Partial<TaskFormValues> {
  const target = quickAddProject(result, projects);
  const [task] = quickAddTasks(result, 'id' in target ? target.id : '', timeZone);
  if (!task) return {};
  return {
    title: task.title,
    projectId: task.projectId,
    estimatedPomodoros: String(task.estimatedPomodoros ?? 1),
    dueDate: task.dueDate ?? '',
    reminderEnabled: task.reminderEnabled,
    reminderDateTime: task.reminderDateTime
      ? dayjs(task.reminderDateTime).format('YYYY-MM-DDTHH:mm')
      : '',
    ...(result.repeat
      ? {
          repeat: result.repeat.freq,
          repeatInterval: String(result.repeat.interval),
          repeatUntil: result.repeat.until ?? '',
        }
      : {}),
  };
}
