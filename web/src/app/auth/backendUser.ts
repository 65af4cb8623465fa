import { BillingSchema, instantInput, UserSchema } from '@pomoplan/domain';
import type { z } from 'zod';

/**
 * The user as the API sends it: the domain User with every instant as an ISO string, the
 * billing period end included (a paying user must not fail to parse and be signed out).
 */
export const BackendUserSchema = UserSchema.extend({
  createdAt: instantInput('Created at'),
  updatedAt: instantInput('Updated at'),
  lastSignInAt: instantInput('Last sign-in at').nullable().default(null),
  billing: BillingSchema.extend({ currentPeriodEnd: instantInput('Current period end') })
    .nullable()
    .default(null),
});
export type BackendUser = z.infer<typeof BackendUserSchema>;
