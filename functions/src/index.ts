export { api } from './http/function';
export { onProjectCreated } from './triggers/projects';
export { onTaskCreated, onTaskUpdated } from './triggers/tasks';
export { pruneExpired } from './jobs/pruneExpired';
export { stripeWebhook } from './webhooks/stripe';
export { planNightlyAnalyses } from './jobs/planNightlyAnalyses';
export { analyseUserTask, analysisRunPageTask } from './analysis/worker';
