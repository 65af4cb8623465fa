import { UserJsonSchema } from '@pomoplan/domain';
import type { z } from 'zod/mini';

/** The user as POST /api/auth/firebase sends it, its instants read from ISO strings. */
export const BackendUserSchema = UserJsonSchema;
export type BackendUser = z.infer<typeof BackendUserSchema>;
