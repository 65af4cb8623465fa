import { addDays, type CalendarEvent, type Project, type Task } from '@pomoplan/domain';

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
  | {
      kind: 'external';
      key: string;
      day: string;
      title: string;
      time: string | null;
      /** The event's first and last day. */
      start: string;
      end: string;
      link: string | null;
    };

/** The most days one external event is shown on (the API's longest range). */
const MAX_EVENT_DAYS = 62;

/** Each day an external event covers, from its start to its last day. */
function daysOf(event: CalendarEvent): string[] {
  const days = [event.start];
  while (days.length < MAX_EVENT_DAYS) {
    const next = addDays(days[days.length - 1] ?? event.start, 1);
    if (next > event.end) break;
    days.push(next);
  }
  return days;
}

/**
 * What the month grid shows: the user's own tasks from Firestore (live), then the external
 * calendar's events from the API. The API also lists own tasks (source 'task'); those are
 * skipped because Firestore already has them, fresher.
 * Within a day: open tasks, completed tasks, then external events (all-day first, then by
 * time), each by title. An external event spanning several days shows on each of them.
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
    .flatMap((event) =>
      daysOf(event).map((day) => ({
        kind: 'external' as const,
        key: `${event.source}:${event.id}:${day}`,
        day,
        title: event.title,
        // The time belongs to the first day; later days of the event are all-day for it.
        time: day === event.start ? event.time : null,
        start: event.start,
        end: event.end,
        link: event.link ?? null,
      })),
    );
  return [...own, ...others].sort(
    (a, b) =>
      rank(a) - rank(b) || timeOf(a).localeCompare(timeOf(b)) || a.title.localeCompare(b.title),
  );
}

function rank(item: CalendarItem): number {
  if (item.kind === 'external') return 2;
  return item.completed ? 1 : 0;
}

// All-day events ('') come before timed ones, which follow in time order.
const timeOf = (item: CalendarItem) => (item.kind === 'external' ? (item.time ?? '') : '');
