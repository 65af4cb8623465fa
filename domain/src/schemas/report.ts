import { z } from 'zod/mini';
import { REPORT_RANGES } from '../reports/access';
import { documentId, text } from './common';
import { DEFAULT_TIME_ZONE, TimeZoneSchema } from './timeZone';

const count = z.number().check(z.nonnegative());

/** Focus in one quarter hour: minutes, completed pomodoros, and the same per project. */
export const FocusBucketSchema = z.object({
  minutes: count,
  pomodoros: count,
  projects: z._default(z.record(z.string(), z.object({ minutes: count, pomodoros: count })), {}),
});
export type FocusBucket = z.infer<typeof FocusBucketSchema>;

/** A completed task that took more pomodoros than it was given. */
export const OverEstimateSchema = z.object({
  id: documentId('Task id'),
  title: text('Task title'),
  projectId: documentId('Project id'),
  estimated: count,
  spent: count,
});
export type OverEstimate = z.infer<typeof OverEstimateSchema>;

/** The estimates of a project's completed tasks that ran at least one pomodoro. */
export const EstimateFiguresSchema = z.object({
  name: text('Project name'),
  tasks: count,
  estimated: count,
  spent: count,
});
export type EstimateFigures = z.infer<typeof EstimateFiguresSchema>;

/** Completions in one quarter hour. */
export const DoneBucketSchema = z.object({
  tasks: count,
  todos: count,
  /** Tasks completed, per project. */
  projects: z._default(z.record(z.string(), count), {}),
  /** Linked todos completed, per goal. */
  goals: z._default(z.record(z.string(), count), {}),
  estimates: z._default(z.record(z.string(), EstimateFiguresSchema), {}),
  over: z._default(z.array(OverEstimateSchema), []),
});
export type DoneBucket = z.infer<typeof DoneBucketSchema>;

/**
 * users/{uid}/reportMonths/{yyyy-MM}: a UTC month of quarter-hour buckets (reports/buckets.ts),
 * written by the server only, each bucket recomputed whole from its sessions and completions.
 */
export const ReportMonthSchema = z.object({
  focus: z._default(z.record(z.string(), FocusBucketSchema), {}),
  done: z._default(z.record(z.string(), DoneBucketSchema), {}),
});
export type ReportMonth = z.infer<typeof ReportMonthSchema>;

/**
 * users/{uid}/reportDone/{task-id | todo-id}: one completed task or todo, as the rollups count
 * it; written when it is completed, removed when it is reopened or deleted.
 */
export const CompletionSchema = z.object({
  kind: z.enum(['task', 'todo']),
  completedAt: z.date(),
  title: text('Title'),
  projectId: z.nullable(documentId('Project id')),
  projectName: z.nullable(text('Project name')),
  goalId: z.nullable(documentId('Goal id')),
  estimated: count,
  spent: count,
});
export type Completion = z.infer<typeof CompletionSchema>;

const RANGE_MESSAGE = `days must be one of ${REPORT_RANGES.join(', ')}`;

/** GET /api/reports: the last `days` days in `tz`, optionally of one project or one goal. */
export const ReportQuerySchema = z.object({
  days: z._default(
    z.pipe(
      z.enum(REPORT_RANGES.map((days) => String(days)) as [string, ...string[]], {
        error: RANGE_MESSAGE,
      }),
      z.transform(Number),
    ),
    REPORT_RANGES[0] as number,
  ),
  tz: z._default(TimeZoneSchema, DEFAULT_TIME_ZONE),
  projectId: z.optional(documentId('Project id')),
  goalId: z.optional(documentId('Goal id')),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const day = z.string();

const FocusDaySchema = z.object({ date: day, minutes: count, pomodoros: count });
const FocusWeekSchema = z.object({ week: day, minutes: count, pomodoros: count });

export const FocusReportSchema = z.object({
  minutes: count,
  pomodoros: count,
  days: z.array(FocusDaySchema),
  weeks: z.array(FocusWeekSchema),
  projects: z.array(z.object({ projectId: z.string(), minutes: count, pomodoros: count })),
  /** Minutes focused per weekday (Monday first) and hour of the day, in the zone asked for. */
  hours: z.array(z.array(count)),
  streak: z.object({ current: count, longest: count }),
  dailyGoal: count,
});
export type FocusReport = z.infer<typeof FocusReportSchema>;

export const EstimatesReportSchema = z.object({
  tasks: count,
  estimated: count,
  spent: count,
  /** One sentence a person can act on. */
  sentence: z.string(),
  projects: z.array(z.extend(EstimateFiguresSchema, { projectId: z.string() })),
  weeks: z.array(z.object({ week: day, tasks: count, estimated: count, spent: count })),
  over: z.array(OverEstimateSchema),
});
export type EstimatesReport = z.infer<typeof EstimatesReportSchema>;

export const WorkReportSchema = z.object({
  tasks: count,
  todos: count,
  weeks: z.array(z.object({ week: day, tasks: count, todos: count })),
  projects: z.array(z.object({ projectId: z.string(), tasks: count })),
  goals: z.array(z.object({ goalId: z.string(), todos: count })),
});
export type WorkReport = z.infer<typeof WorkReportSchema>;

/** GET /api/reports: estimates and work are null for a tier without reporting. */
export const ReportSchema = z.object({
  from: day,
  to: day,
  days: count,
  timeZone: z.string(),
  reporting: z.boolean(),
  focus: FocusReportSchema,
  estimates: z.nullable(EstimatesReportSchema),
  work: z.nullable(WorkReportSchema),
});
export type Report = z.infer<typeof ReportSchema>;

/** GET /api/reports/goals: the dated goals still running or ended within the last 30 days. */
export const GoalsProgressQuerySchema = z.object({
  tz: z._default(TimeZoneSchema, DEFAULT_TIME_ZONE),
});

export const GoalProgressSchema = z.object({
  goalId: z.string(),
  name: z.string(),
  startDate: day,
  endDate: day,
  linked: count,
  done: count,
  /** The share of its dates passed today, in whole percent. */
  timePassed: count,
  behind: z.boolean(),
});
export type GoalProgress = z.infer<typeof GoalProgressSchema>;
