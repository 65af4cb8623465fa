import { z } from 'zod/mini';
import {
  documentId,
  hasSomeField,
  hexColor,
  NOTHING_TO_UPDATE,
  requiredLine,
  requiredText,
  storedTimestamps,
} from './common';

export const GROUP_NAME_MAX = 100;
export const DEFAULT_GROUP_COLOR = '#3B82F6';

const name = requiredLine('Group name', GROUP_NAME_MAX, 'Group name is required');
const color = hexColor('Group color');

/** A goal group (the API calls them folders). */
export const GroupSchema = z.object({
  id: documentId('Group id'),
  name: requiredText('Group name', GROUP_NAME_MAX, 'Group name is required'),
  color: z._default(color, DEFAULT_GROUP_COLOR),
  ...storedTimestamps,
});
export type Group = z.infer<typeof GroupSchema>;

/** POST /api/folders. */
export const GroupInputSchema = z.extend(
  z.omit(GroupSchema, {
    id: true,
    createdAt: true,
    updatedAt: true,
  }),
  { name },
);
export type GroupInput = z.infer<typeof GroupInputSchema>;

/** PUT /api/folders/{id}. */
export const GroupUpdateSchema = z
  .partial(z.object({ name, color }))
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type GroupUpdate = z.infer<typeof GroupUpdateSchema>;
