import { z } from 'zod/mini';
import {
  documentId,
  flag,
  hasSomeField,
  NOTHING_TO_UPDATE,
  requiredLine,
  requiredText,
  storedTimestamps,
} from './common';

export const SUBTASK_TITLE_MAX = 500;

const title = requiredLine('Subtask title', SUBTASK_TITLE_MAX);
const isCompleted = flag('Completed');

export const SubtaskSchema = z.object({
  id: documentId('Subtask id'),
  title: requiredText('Subtask title', SUBTASK_TITLE_MAX),
  taskId: documentId('Task id'),
  isCompleted: z._default(isCompleted, false),
  ...storedTimestamps,
});
export type Subtask = z.infer<typeof SubtaskSchema>;

/** POST /api/tasks/{id}/subtasks. */
export const SubtaskInputSchema = z.extend(
  z.omit(SubtaskSchema, {
    id: true,
    createdAt: true,
    updatedAt: true,
  }),
  { title },
);
export type SubtaskInput = z.infer<typeof SubtaskInputSchema>;

/** PUT /api/subtasks/{id}: isCompleted or title. */
export const SubtaskUpdateSchema = z
  .partial(z.object({ title, isCompleted }))
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type SubtaskUpdate = z.infer<typeof SubtaskUpdateSchema>;
