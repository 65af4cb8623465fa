// GET /api/ai-analysis: the latest AI summary, or null.
import { AiAnalysisResponseSchema, type AiAnalysisResponse } from '@pomoplan/domain';
import { latestAnalysis } from '../services/analyses';
import { route } from './route';

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
];
