import { z } from 'zod';
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
  isCompleted: isCompleted.default(false),
  ...storedTimestamps,
});
export type Subtask = z.infer<typeof SubtaskSchema>;

/** POST /api/tasks/{id}/subtasks. */
export const SubtaskInputSchema = SubtaskSchema.omit({
  id: true,
  createdAt: true,
  updatedAt: true,
}).extend({ title });
export type SubtaskInput = z.infer<typeof SubtaskInputSchema>;

/** PUT /api/subtasks/{id}: isCompleted or title. */
export const SubtaskUpdateSchema = z
  .object({ title, isCompleted })
  .partial()
  .refine(hasSomeField, { error: NOTHING_TO_UPDATE });
export type SubtaskUpdate = z.infer<typeof SubtaskUpdateSchema>;
