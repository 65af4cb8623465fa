// The JSON contract of /api beyond the entity schemas: query parameters, the sign-in body and
// the shapes of the responses that are computed rather than stored. The functions validate
// with these and generate the OpenAPI document from them; the web client can parse with them.

import { z } from 'zod/mini';
import { diffDays, isValidDay } from './dates';
import { TIERS } from './plans';
import { calendarDay, documentId, instant, usdPrice } from './schemas/common';
import { LimitsSchema } from './schemas/limits';
import { SubscriptionTierSchema } from './schemas/tier';
import { DEFAULT_TIME_ZONE, TimeZoneSchema } from './schemas/timeZone';
import { optionalNameInput, SignInPayloadSchema } from './schemas/user';

/** Lists answer at most this many items per request. */
export const LIST_LIMIT_MAX = 500;
/** The longest date range GET /api/calendar/events accepts, in days (both ends included). */
export const CALENDAR_MAX_DAYS = 62;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`;

/** `?limit=&cursor=` of every list endpoint; query values arrive as text. */
export const ListQuerySchema = z.object({
  limit: z.optional(
    z
      .pipe(
        z.string({ error: LIMIT_MESSAGE }).check(z.regex(/^\d{1,4}$/, { error: LIMIT_MESSAGE })),
        z.transform(Number),
      )
      .check(z.refine((value) => value >= 1 && value <= LIST_LIMIT_MAX, { error: LIMIT_MESSAGE })),
  ),
  cursor: z.optional(
    z
      .string({ error: 'Cursor must be the X-Next-Cursor value of the previous page' })
      .check(
        z.minLength(1, { error: 'Cursor must be the X-Next-Cursor value of the previous page' }),
        z.maxLength(2000, { error: 'Cursor must be the X-Next-Cursor value of the previous page' }),
      ),
  ),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * GET /api/calendar/events: `start` and `end` (yyyy-MM-dd, both included) come together, or
 * neither for the current month in `tz`.
 */
export const CalendarQuerySchema = z
  .object({
    start: z.optional(calendarDay('Start date')),
    end: z.optional(calendarDay('End date')),
    tz: z._default(TimeZoneSchema, DEFAULT_TIME_ZONE),
  })
  .check(
    z.superRefine((query, ctx) => {
      const { start, end } = query;
      if ((start === undefined) !== (end === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [start === undefined ? 'start' : 'end'],
          message: 'Send both start and end, or neither for the current month',
        });
        return;
      }
      // Malformed days already have their own issue.
      if (!isValidDay(start) || !isValidDay(end)) return;
      const days = diffDays(start, end) + 1;
      if (days < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['end'],
          message: 'End date must not be before the start date',
        });
      } else if (days > CALENDAR_MAX_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['end'],
          message: `The date range must be at most ${CALENDAR_MAX_DAYS} days`,
        });
      }
    }),
  );
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** GET /api/stats/dashboard: `tz` decides which tasks are overdue. */
export const StatsQuerySchema = z.object({ tz: z._default(TimeZoneSchema, DEFAULT_TIME_ZONE) });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

/**
 * POST /api/auth/firebase. The sign-up form also sends the names it asked for; without them
 * the server splits displayName.
 */
export const SignInRequestSchema = z.extend(SignInPayloadSchema, {
  firstName: z._default(optionalNameInput('First name'), null),
  lastName: z._default(optionalNameInput('Last name'), null),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const CALENDAR_EVENT_SOURCES = ['task', 'google'] as const;

export const CalendarEventSchema = z.object({
  id: documentId('Event id'),
  title: z.string(),
  /** The task's due date, or the event's first day in the caller's zone, yyyy-MM-dd. */
  start: calendarDay('Start'),
  /** The last day the event covers (included); a task's due date. */
  end: calendarDay('End'),
  /** The start time in the caller's zone (HH:mm), or null for tasks and all-day events. */
  time: z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
  source: z.enum(CALENDAR_EVENT_SOURCES),
  projectId: z.nullable(documentId('Project')),
  completed: z.boolean(),
  /** Where the external calendar shows the event (https), when it said; tasks have none. */
  link: z.optional(z.nullable(z.url({ protocol: /^https$/ }))),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/**
 * Whether Google's events are in the answer: 'connected' (they are), 'disconnected' (no
 * calendar connected), 'reconnect' (Google refused the grant: the user must connect again),
 * 'unavailable' (Google did not answer this time; own tasks only).
 */
export const GOOGLE_EVENTS_STATUSES = [
  'connected',
  'disconnected',
  'reconnect',
  'unavailable',
] as const;
export type GoogleEventsStatus = (typeof GOOGLE_EVENTS_STATUSES)[number];

export const CalendarEventsResponseSchema = z.object({
  events: z.array(CalendarEventSchema),
  googleConnected: z.boolean(),
  googleStatus: z.enum(GOOGLE_EVENTS_STATUSES),
});
export type CalendarEventsResponse = z.infer<typeof CalendarEventsResponseSchema>;

const count = z.number().check(z.int(), z.gte(0));

/** What the dashboard shows about a set of tasks. */
export const TaskStatsSchema = z.object({
  totalTasks: count,
  completedTasks: count,
  /** Open tasks due before today in the caller's time zone. */
  overdueTasks: count,
  /** Sum of estimatedPomodoros x pomodoroLength over all tasks. */
  estimatedMinutes: count,
});
export type TaskStats = z.infer<typeof TaskStatsSchema>;

export const DashboardStatsSchema = z.extend(TaskStatsSchema, {
  timeZone: z.string(),
  /** Today in `timeZone`, yyyy-MM-dd. */
  today: calendarDay('Today'),
  projects: z.array(
    z.extend(TaskStatsSchema, {
      projectId: documentId('Project'),
      name: z.string(),
      color: z.string(),
    }),
  ),
  /** True when the user has more tasks than one request reads; the numbers are then partial. */
  truncated: z.boolean(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/**
 * A plan card with its prices (US dollars) and limits. `id` is the tier; `price` is the monthly
 * price (the plan card's name for it), `monthlyPrice` the admin config's.
 */
export const SubscriptionPlanSchema = z.object({
  id: SubscriptionTierSchema,
  name: z.string(),
  price: usdPrice('Monthly price'),
  monthlyPrice: usdPrice('Monthly price'),
  yearlyPrice: usdPrice('Yearly price'),
  features: z.array(z.string()),
  limitations: z.array(z.string()),
  limits: LimitsSchema,
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

/** GET /api/pricing. */
export const PricingResponseSchema = z.object({
  subscription_plans: z.array(SubscriptionPlanSchema).check(z.length(TIERS.length)),
});
export type PricingResponse = z.infer<typeof PricingResponseSchema>;

/** GET /api/subscription-plans: the same plans as a bare list, free first. */
export const SubscriptionPlansResponseSchema = z.array(SubscriptionPlanSchema);

/** GET /api/ai-analysis: the latest analysis, or null before the first one. */
export const AiAnalysisResponseSchema = z.nullable(
  z.object({ aiResponse: z.string(), createdAt: instant('Created at') }),
);
export type AiAnalysisResponse = z.infer<typeof AiAnalysisResponseSchema>;

/** Every error answer. */
export const ErrorResponseSchema = z.object({ message: z.string() });
