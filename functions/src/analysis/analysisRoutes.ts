// GET /api/ai-analysis: the latest AI summary, or null. POST /api/ai-analysis/refresh: queue a
// fresh one (at most once every ten minutes); the card shows it live when it lands.
import {
  AI_REFRESH_INTERVAL_MINUTES,
  AiAnalysisResponseSchema,
  AiRefreshResponseSchema,
  type AiAnalysisResponse,
  type AiRefreshResponse,
} from '@pomoplan/domain';
import { REFRESH_QUEUED, REFRESH_UNCHANGED, refreshAnalysis, refreshRefused } from './refresh';
import { latestAnalysis } from './analyses';
import { HttpError } from '../platform/http/errors';
import { route } from '../platform/http/route';

export const aiAnalysisRoutes = [
  route(
    {
      method: 'get',
      path: '/ai-analysis',
      access: 'user',
      tag: 'ai',
      summary: 'The latest AI analysis, or null',
      response: AiAnalysisResponseSchema,
    },
    async ({ uid }): Promise<AiAnalysisResponse> => {
      const analysis = await latestAnalysis(uid);
      return analysis ? { aiResponse: analysis.aiResponse, createdAt: analysis.createdAt } : null;
    },
  ),
  route(
    {
      method: 'post',
      path: '/ai-analysis/refresh',
      access: 'user',
      tag: 'ai',
      summary: 'Queue a fresh AI analysis of the caller’s day',
      description:
        `At most once every ${AI_REFRESH_INTERVAL_MINUTES} minutes per user (429 with ` +
        'Retry-After otherwise). The analysis is written to users/{uid}/analyses/{day}; when ' +
        'nothing changed since the latest one, answers `unchanged` with its time instead.',
      response: AiRefreshResponseSchema,
      status: 202,
      errors: { 429: refreshRefused(AI_REFRESH_INTERVAL_MINUTES * 60) },
    },
    async ({ uid }): Promise<AiRefreshResponse> => {
      const outcome = await refreshAnalysis(uid);
      if (outcome.queued) return { message: REFRESH_QUEUED, status: 'queued', analysedAt: null };
      if ('unchangedSince' in outcome) {
        return {
          message: REFRESH_UNCHANGED,
          status: 'unchanged',
          analysedAt: outcome.unchangedSince.toISOString(),
        };
      }
      throw new HttpError(
        429,
        refreshRefused(outcome.retryAfterSeconds),
        outcome.retryAfterSeconds,
      );
    },
  ),
];
