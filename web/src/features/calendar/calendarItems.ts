import type { CalendarEvent, Project, Task } from '@pomoplan/domain';

/** The project colour of a task whose project is gone. */
export const FALLBACK_TASK_COLOR = '#6B7280';

export type CalendarItem =
  | {
      kind: 'task';
      key: string;
      day: string;
      title: string;
      completed: boolean;
      color: string;
      task: Task;
    }
  | { kind: 'external'; key: string; day: string; title: string };

/**
 * What the month grid shows: the user's own tasks from Firestore (live), then the external
 * calendar's events from the API. The API also lists own tasks (source 'task'); those are
 * skipped because Firestore already has them, fresher.
 * Within a day: open tasks, completed tasks, then external events, each by title.
 */
export function calendarItems(
  tasks: readonly Task[],
  projects: ReadonlyMap<string, Project>,
  external: readonly CalendarEvent[],
): CalendarItem[] {
  const own: CalendarItem[] = tasks.flatMap((task) =>
    task.dueDate === null
      ? []
      : [
          {
            kind: 'task' as const,
            key: `task:${task.id}`,
            day: task.dueDate,
            title: task.title,
            completed: task.isCompleted,
            color: projects.get(task.projectId)?.color ?? FALLBACK_TASK_COLOR,
            task,
          },
        ],
  );
  const others: CalendarItem[] = external
    .filter((event) => event.source !== 'task')
    .map((event) => ({
      kind: 'external' as const,
      key: `${event.source}:${event.id}`,
      day: event.start,
      title: event.title,
    }));
  return [...own, ...others].sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}

function rank(item: CalendarItem): number {
  if (item.kind === 'external') return 2;
  return item.completed ? 1 : 0;
}
