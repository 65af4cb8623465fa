export { api } from './api/function';
export { onProjectCreated } from './projects/projectTriggers';
export { onTaskCreated, onTaskUpdated } from './tasks/taskTriggers';
export { pruneExpired } from './platform/pruneExpired';
export { stripeWebhook } from './billing/stripeWebhook';
export { planNightlyAnalyses } from './analysis/planNightlyAnalyses';
export { analyseUserTask, analysisRunPageTask } from './analysis/worker';
export { onTaskWrittenReminders } from './reminders/reminderTriggers';
export { onUserWritten } from './users/userTriggers';
export { sweepReminders } from './reminders/sweepReminders';
export { sendReminder } from './reminders/sendReminder';
export { relayMail } from './mail/mailRelay';
export { dailyDigest } from './digest/dailyDigest';
export { sendDigestTask } from './digest/worker';
export { deleteAccountTask } from './accountDeletion/worker';
export { buildExportTask } from './exports/worker';
export { endFocusPhase } from './focus/worker';
export {
  onFocusSessionWritten,
  onTaskWrittenReports,
  onTodoWrittenReports,
} from './reports/reportTriggers';
export { weeklyReport } from './reports/weeklyReportJob';
export { sendWeeklyReportTask } from './reports/weeklyWorker';
export { recomputeReports } from './reports/recomputeReportsJob';
export { recomputeReportsTask } from './reports/recomputeWorker';
