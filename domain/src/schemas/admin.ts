// The JSON contract of /api/admin: request bodies the functions validate and the answers they
// give (instants as Dates here, ISO strings on the wire).
import { z } from 'zod/mini';
import { ActivityActionSchema, ActivityLogSchema } from './activityLog';
import { documentId, instantInput, requiredText } from './common';
import { LimitsByTierSchema } from './limits';
import { PlansConfigSchema } from './plan';
import { SubscriptionTierSchema } from './tier';
import { UserSchema } from './user';

/** PUT /api/admin/users/{id}/subscription. */
export const SubscriptionChangeSchema = z.object({ tier: SubscriptionTierSchema });
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

/**
 * POST /api/admin/activity-log. changedBy and timestamp are the client's view of the event;
 * the server records the verified admin's e-mail and its own clock, so the log cannot be
 * back-dated or attributed to someone else.
 */
export const AdminActivityLogRequestSchema = z.object({
  action: ActivityActionSchema,
  userId: documentId('User id'),
  newTier: z.optional(SubscriptionTierSchema),
  changedBy: z.optional(requiredText('Changed by', 320)),
  timestamp: z.optional(instantInput('Timestamp')),
});
export type AdminActivityLogRequest = z.infer<typeof AdminActivityLogRequestSchema>;

const count = z.number().check(z.int(), z.gte(0));

/** users/{uid}/usage/counts. */
export const UsageCountsSchema = z.object({ projects: count, goals: count, groups: count });
export type UsageCounts = z.infer<typeof UsageCountsSchema>;

/** A user as the admin sees it: the User plus its counters (null before the first sign-in). */
export const AdminUserSchema = z.extend(UserSchema, { counts: z.nullable(UsageCountsSchema) });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const TierCountsSchema = z.object({ free: count, pro: count, master: count });
export type TierCounts = z.infer<typeof TierCountsSchema>;

/** GET /api/admin/users: newest first; nextCursor (also X-Next-Cursor) names the next page. */
export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  /** Users per tier over the whole collection, not only this page. */
  tierCounts: TierCountsSchema,
  nextCursor: z.nullable(z.string()),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

/** GET and PUT /api/admin/settings. */
export const AdminSettingsSchema = z.object({
  subscription_plans: PlansConfigSchema.shape.plans,
  limits: LimitsByTierSchema,
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** GET /api/admin/users/{id}/activity-logs: newest first. */
export const ActivityLogsResponseSchema = z.object({ logs: z.array(ActivityLogSchema) });
export type ActivityLogsResponse = z.infer<typeof ActivityLogsResponseSchema>;

/** GET /api/admin/settings/n8n: null until an admin saves a URL. */
export const ChatSettingsResponseSchema = z.object({ chatUrl: z.nullable(z.string()) });
export type ChatSettingsResponse = z.infer<typeof ChatSettingsResponseSchema>;

/** The outcome of POSTing a test message: the status and timing only, never the answer. */
export const ConnectionTestSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The HTTP status the webhook answered; null when it did not answer or was refused. */
  status: z.nullable(z.number().check(z.int())),
  durationMs: z.nullable(z.number().check(z.nonnegative())),
});
export type ConnectionTest = z.infer<typeof ConnectionTestSchema>;

/** POST /api/admin/settings/n8n: the saved URL and the result of trying it. */
export const ChatSettingsSavedSchema = z.object({
  chatUrl: z.string(),
  connectionTest: ConnectionTestSchema,
});
export type ChatSettingsSaved = z.infer<typeof ChatSettingsSavedSchema>;

/** POST /api/admin/n8n/test: `response` is a short line such as 'HTTP 200 in 123 ms'. */
export const WebhookTestResponseSchema = z.extend(ConnectionTestSchema, {
  response: z.nullable(z.string()),
});
export type WebhookTestResponse = z.infer<typeof WebhookTestResponseSchema>;
