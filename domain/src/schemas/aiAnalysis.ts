import { z } from 'zod/mini';
import { documentId, instant, requiredText, typeError } from './common';

export const AI_RESPONSE_MAX = 20_000;

const aiResponse = requiredText('AI response', AI_RESPONSE_MAX);

/** Where an analysis came from: a model, the admin's chat webhook, or the built-in analyser. */
export const AI_PROVIDERS = ['gemini', 'webhook', 'builtin'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/**
 * users/{uid}/analyses/{day}: one per user and local day, so a retried or repeated run
 * rewrites the day's analysis instead of adding one. Older analyses carry only the text.
 */
export const AiAnalysisSchema = z.object({
  id: documentId('Analysis id'),
  aiResponse,
  createdAt: instant('Created at'),
  provider: z._default(z.enum(AI_PROVIDERS), 'builtin'),
  model: z._default(z.nullable(z.string()), null),
  promptTokens: z._default(z.number().check(z.int(), z.gte(0)), 0),
  outputTokens: z._default(z.number().check(z.int(), z.gte(0)), 0),
  /** The weekly review part of aiResponse (a tier with the reports), for the reports page. */
  weeklyReview: z._default(z.nullable(requiredText('Weekly review', AI_RESPONSE_MAX)), null),
});
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

/** What the analysis job stores (the id and createdAt are added by the writer). */
export const AiAnalysisInputSchema = z.object({ aiResponse });
export type AiAnalysisInput = z.infer<typeof AiAnalysisInputSchema>;

/** POST /api/admin/analyze-todos: userIds omitted means every user. */
export const AnalyzeTodosRequestSchema = z.object({
  userIds: z.optional(
    z
      .array(documentId('User id'), { error: typeError('User ids', 'a list of user ids') })
      .check(
        z.minLength(1, { error: 'User ids must not be empty; omit it to analyse every user' }),
        z.maxLength(500, { error: 'User ids must be at most 500 entries' }),
      ),
  ),
});
export type AnalyzeTodosRequest = z.infer<typeof AnalyzeTodosRequestSchema>;

/**
 * The admin's choice of provider; `auto` is Gemini when its key is set, else built-in;
 * `webhook` is the chat webhook of the Integrations tab (built-in while none is saved).
 */
export const AI_PROVIDER_CHOICES = ['auto', ...AI_PROVIDERS] as const;
export type AiProviderChoice = (typeof AI_PROVIDER_CHOICES)[number];

/** GET and PUT /api/admin/settings/ai (config/ai). */
export const AiSettingsSchema = z.object({
  provider: z.enum(AI_PROVIDER_CHOICES, {
    error: `Provider must be one of ${AI_PROVIDER_CHOICES.join(', ')}`,
  }),
});
export type AiSettings = z.infer<typeof AiSettingsSchema>;

/** A user may ask for a fresh analysis at most this often. */
export const AI_REFRESH_INTERVAL_MINUTES = 10;

/**
 * POST /api/ai-analysis/refresh: 202 with `queued` once the analysis is queued, or with
 * `unchanged` and the latest analysis's time when nothing it reads has changed since (which
 * costs no refresh of the user's allowance).
 */
export const AiRefreshResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['queued', 'unchanged']),
  analysedAt: z.nullable(z.iso.datetime()),
});
export type AiRefreshResponse = z.infer<typeof AiRefreshResponseSchema>;

/** POST /api/admin/analyze-todos: how many analyses were queued, and the run to follow. */
export const AnalyzeTodosResponseSchema = z.object({
  message: z.string(),
  runId: z.string(),
  queued: z.number().check(z.int(), z.gte(0)),
});
export type AnalyzeTodosResponse = z.infer<typeof AnalyzeTodosResponseSchema>;

/** GET /api/admin/analyze-todos/{runId}: the progress of one run. */
export const AnalysisRunSchema = z.object({
  runId: z.string(),
  queued: z.number().check(z.int(), z.gte(0)),
  done: z.number().check(z.int(), z.gte(0)),
  startedAt: instant('Started at'),
});
export type AnalysisRun = z.infer<typeof AnalysisRunSchema>;
