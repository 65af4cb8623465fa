import { z } from 'zod/mini';
import { CAPPED_COLLECTIONS } from '../accountCaps';

/** The answer of POST /api/caps/recount: what the account or task holds now, and its cap. */
export const CapsRecountResponseSchema = z.object({
  collection: z.enum(CAPPED_COLLECTIONS),
  held: z.number().check(z.int(), z.nonnegative()),
  cap: z.number().check(z.int(), z.positive()),
});
export type CapsRecountResponse = z.infer<typeof CapsRecountResponseSchema>;
