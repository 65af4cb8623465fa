// What a task reminder says, the same on every channel (in-app, e-mail, push). Times read in
// words on the user's clock ('Reminder · Today, 2:28 PM'); 'Due' names the task's due date
// only, never the reminder's time.
import { dayAndTimeText, dayText } from './timeInWords';
import { wallTimeIn } from './zonedTime';

export interface ReminderMessage {
  title: string;
  body: string;
  /** Path in the web app that shows the task. */
  path: string;
  /** The reminder's time; null for a message about several reminders. */
  remindAt: Date | null;
  /** The task's due date (yyyy-MM-dd), if it has one. */
  dueDate: string | null;
}

/** Where a task is shown: its project's page, which opens the task named in `task`. */
export function taskPath(task: { id: string; projectId: string }): string {
  return `/projects/${encodeURIComponent(task.projectId)}?task=${encodeURIComponent(task.id)}`;
}

type RemindedTask = { id: string; title: string; projectId: string; dueDate: string | null };

/** 'Reminder · Today, 2:28 PM', then '· Due Tomorrow' when the task has a due date. */
export function reminderLine(
  remindAt: Date,
  dueDate: string | null,
  now: Date,
  timeZone: string,
): string {
  const parts = [`Reminder · ${dayAndTimeText(remindAt, now, timeZone)}`];
  if (dueDate !== null) parts.push(`Due ${dayText(dueDate, wallTimeIn(now, timeZone).day)}`);
  return parts.join(' · ');
}

/** The reminder sent at `dueAt` (`now` is when it is read, normally that same moment). */
export function reminderMessage(
  task: RemindedTask,
  dueAt: Date,
  timeZone: string,
  now: Date = dueAt,
): ReminderMessage {
  return {
    title: `Reminder: ${task.title}`,
    body: reminderLine(dueAt, task.dueDate, now, timeZone),
    path: taskPath(task),
    remindAt: dueAt,
    dueDate: task.dueDate,
  };
}

/** The bell's entry for a reminder that could not be sent on time. */
export function missedReminderMessage(
  task: RemindedTask,
  dueAt: Date,
  timeZone: string,
  now: Date,
): ReminderMessage {
  return {
    ...reminderMessage(task, dueAt, timeZone, now),
    title: `Missed reminder: ${task.title}`,
  };
}

/** The one message that lists every reminder missed at once (after an outage, say). */
export function missedRemindersSummary(
  missed: readonly { task: RemindedTask; dueAt: Date }[],
  timeZone: string,
  now: Date,
): ReminderMessage {
  const [only] = missed;
  if (missed.length === 1 && only)
    return missedReminderMessage(only.task, only.dueAt, timeZone, now);
  const lines = missed.map(
    ({ task, dueAt }) => `${task.title}: ${reminderLine(dueAt, task.dueDate, now, timeZone)}`,
  );
  return {
    title: `You missed ${missed.length} reminders`,
    body: `Pomoplan could not send these on time:\n${lines.join('\n')}`,
    path: '/timeline',
    remindAt: null,
    dueDate: null,
  };
}
