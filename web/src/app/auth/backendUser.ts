import { UserSchema } from '@pomoplan/domain';
import { z } from 'zod';

/** The user as the API sends it: the domain User with its instants as ISO strings. */
export const BackendUserSchema = UserSchema.extend({
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type BackendUser = z.infer<typeof BackendUserSchema>;
