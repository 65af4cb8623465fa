import { z } from 'zod/mini';
import {
  hasSomeField,
  NOTHING_TO_UPDATE,
  requiredLine,
  requiredText,
  typeError,
  usdPrice,
} from './common';
import { LimitsByTierSchema, LimitsUpdateSchema } from './limits';

const textList = (label: string, item: typeof requiredText = requiredText) =>
  z.array(item(label, 200), { error: typeError(`${label}s`, 'a list of texts') }).check(
    z.maxLength(50, {
      error: `${label}s must be at most 50 entries`,
    }),
  );

/** A plan card as shown on the landing and subscribe pages. `price` is the monthly price. */
export const PlanSchema = z.object({
  name: requiredText('Plan name', 50),
  price: usdPrice('Monthly price'),
  yearlyPrice: usdPrice('Yearly price'),
  features: textList('Feature'),
  limitations: textList('Limitation'),
});
export type Plan = z.infer<typeof PlanSchema>;

/** A plan as the admin edits it. */
export const PlanConfigSchema = z.object({
  name: requiredText('Plan name', 50),
  monthlyPrice: usdPrice('Monthly price'),
  yearlyPrice: usdPrice('Yearly price'),
  features: textList('Feature'),
});
export type PlanConfig = z.infer<typeof PlanConfigSchema>;

/** What the admin sends: the name and each feature on one line. */
export const PlanConfigUpdateSchema = z.partial(
  z.extend(PlanConfigSchema, {
    name: requiredLine('Plan name', 50),
    features: textList('Feature', requiredLine),
  }),
);
export type PlanConfigUpdate = z.infer<typeof PlanConfigUpdateSchema>;

/** The admin-editable config/plans document: plan settings and limits for every tier. */
export const PlansConfigSchema = z.object({
  plans: z.object({ free: PlanConfigSchema, pro: PlanConfigSchema, master: PlanConfigSchema }),
  limits: LimitsByTierSchema,
});
export type PlansConfig = z.infer<typeof PlansConfigSchema>;

/** PUT /api/admin/settings: only the prices and limits that changed. */
export const PlansConfigUpdateSchema = z
  .partial(
    z.object({
      plans: z.partial(
        z.object({
          free: PlanConfigUpdateSchema,
          pro: PlanConfigUpdateSchema,
          master: PlanConfigUpdateSchema,
        }),
      ),
      limits: z.partial(
        z.object({ free: LimitsUpdateSchema, pro: LimitsUpdateSchema, master: LimitsUpdateSchema }),
      ),
    }),
  )
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type PlansConfigUpdate = z.infer<typeof PlansConfigUpdateSchema>;
