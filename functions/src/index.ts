export { api } from './http/function';
export { onProjectCreated } from './triggers/projects';
export { onTaskCreated, onTaskUpdated } from './triggers/tasks';
export { pruneExpired } from './jobs/pruneExpired';
export { stripeWebhook } from './webhooks/stripe';
export { onTaskWrittenReminders } from './triggers/reminders';
export { sweepReminders } from './jobs/sweepReminders';
export { sendReminder } from './reminders/sendReminder';
