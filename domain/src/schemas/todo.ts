import { z } from 'zod/mini';
import {
  documentId,
  flag,
  hasSomeField,
  instant,
  NOTHING_TO_UPDATE,
  requiredLine,
  requiredText,
} from './common';

export const TODO_DUE_TYPES = ['today', 'tomorrow', 'anytime'] as const;
export type TodoDueType = (typeof TODO_DUE_TYPES)[number];
export const DEFAULT_TODO_DUE_TYPE: TodoDueType = 'anytime';
export const TODO_TEXT_MAX = 1000;

export const TodoDueTypeSchema = z.enum(TODO_DUE_TYPES, {
  error: `Due type must be one of ${TODO_DUE_TYPES.join(', ')}`,
});

const text = requiredLine('Todo text', TODO_TEXT_MAX);
const completed = flag('Completed');
const goalId = z.nullable(documentId('Goal'));

export const TodoSchema = z.object({
  id: documentId('Todo id'),
  text: requiredText('Todo text', TODO_TEXT_MAX),
  completed: z._default(completed, false),
  dueType: z._default(TodoDueTypeSchema, DEFAULT_TODO_DUE_TYPE),
  goalId: z._default(goalId, null),
  userId: documentId('User id'),
  createdAt: instant('Created at'),
  updatedAt: instant('Updated at'),
});
export type Todo = z.infer<typeof TodoSchema>;

/** POST /api/todos: text, dueType, goalId (userId and timestamps are set by the writer). */
export const TodoInputSchema = z.object({
  text,
  completed: z._default(completed, false),
  dueType: z._default(TodoDueTypeSchema, DEFAULT_TODO_DUE_TYPE),
  goalId: z._default(goalId, null),
});
export type TodoInput = z.infer<typeof TodoInputSchema>;

/** PATCH /api/todos/{id}: completed, or text, dueType and goalId (any non-empty subset). */
export const TodoUpdateSchema = z
  .partial(z.object({ text, completed, dueType: TodoDueTypeSchema, goalId }))
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type TodoUpdate = z.infer<typeof TodoUpdateSchema>;

const TODO_DUE_FILTER_VALUES = ['all', ...TODO_DUE_TYPES] as const;

/**
 * GET /api/todos/counts: the To Do page's filters as query parameters. `goal` is all, none or
 * a goal id.
 */
export const TodoCountsQuerySchema = z.object({
  due: z._default(
    z.enum(TODO_DUE_FILTER_VALUES, {
      error: `due must be one of ${TODO_DUE_FILTER_VALUES.join(', ')}`,
    }),
    'all',
  ),
  goal: z._default(z.union([z.enum(['all', 'none']), documentId('goal')]), 'all'),
});
export type TodoCountsQuery = z.infer<typeof TodoCountsQuerySchema>;

/** The answer: how many open and completed todos match, over the whole history. */
export const TodoCountsResponseSchema = z.object({
  active: z.number().check(z.int(), z.nonnegative()),
  completed: z.number().check(z.int(), z.nonnegative()),
});
export type TodoCountsResponse = z.infer<typeof TodoCountsResponseSchema>;
