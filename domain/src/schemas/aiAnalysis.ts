import { z } from 'zod';
import { documentId, instant, requiredText, typeError } from './common';

export const AI_RESPONSE_MAX = 20_000;

const aiResponse = requiredText('AI response', AI_RESPONSE_MAX);

export const AiAnalysisSchema = z.object({
  id: documentId('Analysis id'),
  aiResponse,
  createdAt: instant('Created at'),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

/** What the analysis job stores (the id and createdAt are added by the writer). */
export const AiAnalysisInputSchema = z.object({ aiResponse });
export type AiAnalysisInput = z.infer<typeof AiAnalysisInputSchema>;

/** POST /api/admin/analyze-todos: userIds omitted means every user. */
export const AnalyzeTodosRequestSchema = z.object({
  userIds: z
    .array(documentId('User id'), { error: typeError('User ids', 'a list of user ids') })
    .min(1, { error: 'User ids must not be empty; omit it to analyse every user' })
    .max(500, { error: 'User ids must be at most 500 entries' })
    .optional(),
});
export type AnalyzeTodosRequest = z.infer<typeof AnalyzeTodosRequestSchema>;
