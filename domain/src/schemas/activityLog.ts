import { z } from 'zod/mini';
import { documentId, instant, requiredText, typeError, usdPrice } from './common';
import { SubscriptionTierSchema } from './tier';

export const ACTIVITY_ACTIONS = [
  'subscription_changed',
  'user_login',
  'task_created',
  'task_completed',
  'project_created',
  'payment_completed',
  'account_created',
  'profile_updated',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ActivityActionSchema = z.enum(ACTIVITY_ACTIONS, {
  error: `Action must be one of ${ACTIVITY_ACTIONS.join(', ')}`,
});

export const ActivityDetailsSchema = z.object(
  {
    newTier: z.optional(SubscriptionTierSchema),
    previousTier: z.optional(SubscriptionTierSchema),
    taskName: z.optional(requiredText('Task name', 500)),
    projectName: z.optional(requiredText('Project name', 100)),
    /** US dollars. */
    amount: z.optional(usdPrice('Amount')),
  },
  { error: typeError('Details', 'an object') },
);
export type ActivityDetails = z.infer<typeof ActivityDetailsSchema>;

// Who made the change: the user's own id, a system actor like 'stripe', or ADMINISTRATOR.
const changedBy = requiredText('Changed by', 320);

/**
 * Who a user's log names when an operator made the change. The operator's login e-mail never
 * reaches users (it is half of the panel's credentials); the entry keeps the operator's uid
 * as `adminUid` for the audit, outside what the API and the export show.
 */
export const ADMINISTRATOR = 'Administrator';

export const ActivityLogSchema = z.object({
  id: documentId('Activity log id'),
  action: ActivityActionSchema,
  details: z._default(ActivityDetailsSchema, {}),
  changedBy,
  timestamp: instant('Timestamp'),
});
export type ActivityLog = z.infer<typeof ActivityLogSchema>;

/** A new entry; the id and timestamp are set by the server. */
export const ActivityLogInputSchema = z.object({
  action: ActivityActionSchema,
  details: z._default(ActivityDetailsSchema, {}),
  changedBy,
  /** The operator who made the change, for the audit. */
  adminUid: z.optional(documentId('Admin uid')),
});
export type ActivityLogInput = z.infer<typeof ActivityLogInputSchema>;
