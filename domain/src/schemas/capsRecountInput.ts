// Apart from the response schema (caps.ts) because the web app only types this body: zod's
// discriminated union, once imported anywhere in the app, is bundled into its first screen.
import { z } from 'zod/mini';
import { ACCOUNT_CAPPED, CAPPED_COLLECTIONS } from '../accountCaps';
import { documentId } from './common';

/**
 * POST /api/caps/recount: count what the account (or, for subtasks, the task `taskId`) really
 * holds and write it to the caps document, after deletes that the count still includes.
 */
export const CapsRecountInputSchema = z.discriminatedUnion(
  'collection',
  [
    z.object({ collection: z.enum(ACCOUNT_CAPPED) }),
    z.object({ collection: z.literal('subtasks'), taskId: documentId('taskId') }),
  ],
  { error: `collection must be one of ${CAPPED_COLLECTIONS.join(', ')}` },
);
export type CapsRecountInput = z.infer<typeof CapsRecountInputSchema>;
