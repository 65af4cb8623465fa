// What a task reminder says, the same on every channel (in-app, e-mail, push).
import { clockOf, wallTimeIn } from './zonedTime';

export interface ReminderMessage {
  title: string;
  body: string;
  /** Path in the web app that shows the task. */
  path: string;
}

/** Where a task is shown: its project's page, which opens the task named in `task`. */
export function taskPath(task: { id: string; projectId: string }): string {
  return `/projects/${encodeURIComponent(task.projectId)}?task=${encodeURIComponent(task.id)}`;
}

type RemindedTask = { id: string; title: string; projectId: string };

function dueText(dueAt: Date, timeZone: string): string {
  const wall = wallTimeIn(dueAt, timeZone);
  return `${wall.day} at ${clockOf(wall.msOfDay)} (${timeZone})`;
}

export function reminderMessage(
  task: RemindedTask,
  dueAt: Date,
  timeZone: string,
): ReminderMessage {
  return {
    title: `Reminder: ${task.title}`,
    body: `Due ${dueText(dueAt, timeZone)}`,
    path: taskPath(task),
  };
}

/** The bell's entry for a reminder that could not be sent on time. */
export function missedReminderMessage(
  task: RemindedTask,
  dueAt: Date,
  timeZone: string,
): ReminderMessage {
  return {
    title: `Missed reminder: ${task.title}`,
    body: `Was due ${dueText(dueAt, timeZone)}`,
    path: taskPath(task),
  };
}

/** The one message that lists every reminder missed at once (after an outage, say). */
export function missedRemindersSummary(
  missed: readonly { task: RemindedTask; dueAt: Date }[],
  timeZone: string,
): ReminderMessage {
  const [only] = missed;
  const title =
    missed.length === 1 && only
      ? `Missed reminder: ${only.task.title}`
      : `You missed ${missed.length} reminders`;
  const lines = missed.map(({ task, dueAt }) => `${task.title}: due ${dueText(dueAt, timeZone)}`);
  return {
    title,
    body: `Pomoplan could not send these on time:\n${lines.join('\n')}`,
    path: missed.length === 1 && only ? taskPath(only.task) : '/timeline',
  };
}
