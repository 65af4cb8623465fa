// What a task reminder says, the same on every channel (in-app, e-mail, push).
import { wallTimeIn } from './zonedTime';

export interface ReminderMessage {
  title: string;
  body: string;
  /** Path in the web app that shows the task. */
  path: string;
}

function clock(msOfDay: number): string {
  const minutes = Math.floor(msOfDay / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Where a task is shown: its project's page, which opens the task named in `task`. */
export function taskPath(task: { id: string; projectId: string }): string {
  return `/projects/${encodeURIComponent(task.projectId)}?task=${encodeURIComponent(task.id)}`;
}

export function reminderMessage(
  task: { id: string; title: string; projectId: string },
  dueAt: Date,
  timeZone: string,
): ReminderMessage {
  const wall = wallTimeIn(dueAt, timeZone);
  return {
    title: `Reminder: ${task.title}`,
    body: `Due ${wall.day} at ${clock(wall.msOfDay)} (${timeZone})`,
    path: taskPath(task),
  };
}
