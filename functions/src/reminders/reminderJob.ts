/** One reminder to send: a task's occurrence at `dueAtMs`. */
export interface ReminderJob {
  uid: string;
  taskId: string;
  dueAtMs: number;
  /** A snoozed reminder, scheduled by its own entry rather than the task's series. */
  snooze?: boolean;
}
