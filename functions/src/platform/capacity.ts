// How far each function may scale, written once: a flood of requests or events meets these
// ceilings instead of scaling the bill without bound. The figures and their reasons are the
// table in docs/deploy-and-operations.md (tests/deploy/capacityTable.test.ts keeps the two the same); the deploy
// refuses a function that has none (scripts/lib/deploy/checks.mjs).
import type { MemoryOption } from 'firebase-functions/options';

export interface Capacity {
  maxInstances: number;
  /** Memory of one instance; 256 MiB (with a sixth of a vCPU) where not said. */
  memory?: MemoryOption;
  /** vCPUs of one instance; a whole one lets an instance answer many requests at once. */
  cpu?: number;
  /** Requests one instance answers at once; 1 where not said (a fraction of a vCPU). */
  concurrency?: number;
  /** Why this ceiling, for the docs' table. */
  why: string;
}

export const CAPACITY = {
  api: {
    maxInstances: 20,
    memory: '512MiB',
    cpu: 1,
    concurrency: 80,
    why: '1,600 requests at once; each user is also held to its per-minute rate limit',
  },
  stripeWebhook: {
    maxInstances: 5,
    why: 'Stripe retries what it could not deliver; events are few',
  },
  onTaskCreated: { maxInstances: 20, why: 'one short write per task created' },
  onTaskUpdated: {
    maxInstances: 20,
    why: "one short write per task completed or moved, and the completion's report record",
  },
  onTaskWrittenReminders: { maxInstances: 20, why: 'keeps the reminder index, a read and a write' },
  onTodoUpdated: {
    maxInstances: 20,
    why: "keeps a completed todo's report record, a few reads and writes",
  },
  onFocusSessionWritten: {
    maxInstances: 20,
    why: "recounts a session's quarter hour of the reports, a query and a write",
  },
  onProjectCreated: { maxInstances: 10, why: 'one activity entry per project' },
  onUserWritten: { maxInstances: 20, why: 'follows time-zone and digest changes of a user' },
  relayMail: { maxInstances: 5, why: 'the emulators only: hands mail to the local inbox' },
  sendReminder: { maxInstances: 100, why: "the reminder queue's 100 dispatches at once" },
  endFocusPhase: { maxInstances: 20, why: "the focus queue's 20 dispatches at once" },
  sendDigestTask: { maxInstances: 20, why: "the digest queue's 20 dispatches at once" },
  sendWeeklyReportTask: {
    maxInstances: 20,
    why: "the weekly report queue's 20 dispatches at once",
  },
  analyseUserTask: {
    maxInstances: 20,
    why: "the analysis queue's 20 dispatches at once, each one provider call",
  },
  analysisRunPageTask: { maxInstances: 1, why: 'plans a page of users at a time, one at once' },
  buildExportTask: {
    maxInstances: 5,
    why: "the export queue's 5 at once; a page of documents and a chunk in memory",
  },
  deleteAccountTask: { maxInstances: 5, why: "the deletion queue's 5 at once" },
  planNightlyAnalyses: { maxInstances: 1, why: 'an hourly job: one run at a time' },
  dailyDigest: { maxInstances: 1, why: 'an hourly job: one run at a time' },
  weeklyReport: { maxInstances: 1, why: 'an hourly job: one run at a time' },
  recomputeReports: { maxInstances: 1, why: 'a weekly job: one run at a time' },
  recomputeReportsTask: {
    maxInstances: 5,
    memory: '512MiB',
    why: "the recount queue's 5 at once; an account's sessions and completions in memory",
  },
  sweepReminders: { maxInstances: 1, why: 'a job every minute: one run at a time' },
  pruneExpired: { maxInstances: 1, why: 'an hourly job: one run at a time' },
} as const satisfies Record<string, Capacity>;

export type FunctionName = keyof typeof CAPACITY;

/** A function's scaling options, to spread into its declaration. */
export function capacityOf(name: FunctionName): Omit<Capacity, 'why'> {
  const { maxInstances, memory, cpu, concurrency }: Capacity = CAPACITY[name];
  return {
    maxInstances,
    ...(memory ? { memory } : {}),
    ...(cpu ? { cpu } : {}),
    ...(concurrency ? { concurrency } : {}),
  };
}
