import type { ActivityAction } from '@pomoplan/domain';

/** '—' stands for a value that is not set. */
export const NOT_SET = '—';

export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || NOT_SET;
}

export function formatDate(date: Date): string {
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(date: Date): string {
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const ACTION_LABELS: Readonly<Record<ActivityAction, string>> = {
  subscription_changed: 'Subscription changed',
  user_login: 'Signed in',
  task_created: 'Task created',
  task_completed: 'Task completed',
  project_created: 'Project created',
  payment_completed: 'Payment completed',
  account_created: 'Account created',
  profile_updated: 'Profile updated',
};

export function actionLabel(action: ActivityAction): string {
  return ACTION_LABELS[action];
}
