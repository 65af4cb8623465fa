import { z } from 'zod/mini';
import { flag, typeError } from './common';

const MAX_LIMIT = 100_000;

/** A count limit: -1 means unlimited. */
function countLimit(label: string) {
  const message = `${label} must be -1 (unlimited) or a whole number from 0 to ${MAX_LIMIT}`;
  return z
    .number({ error: typeError(label, 'a number') })
    .check(
      z.int({ error: message }),
      z.gte(-1, { error: message }),
      z.lte(MAX_LIMIT, { error: message }),
    );
}

export const LimitsSchema = z.object({
  projects: countLimit('Projects limit'),
  goals: countLimit('Goals limit'),
  groups: countLimit('Groups limit'),
  timelineView: flag('Timeline view'),
  calendarView: flag('Calendar view'),
  apiAccess: flag('API access'),
  reporting: flag('Reporting'),
});
export type Limits = z.infer<typeof LimitsSchema>;

export const LimitsUpdateSchema = z.partial(LimitsSchema);
export type LimitsUpdate = z.infer<typeof LimitsUpdateSchema>;

export const LimitsByTierSchema = z.object({
  free: LimitsSchema,
  pro: LimitsSchema,
  master: LimitsSchema,
});
export type LimitsByTier = z.infer<typeof LimitsByTierSchema>;
