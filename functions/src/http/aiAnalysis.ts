// GET /api/ai-analysis: the latest AI summary, or null.
import type { AiAnalysisResponse } from '@pomoplan/domain';
import { Router } from 'express';
import { latestAnalysis } from '../services/analyses';
import { authed } from './middleware/auth';

export const aiAnalysisRouter = Router();

aiAnalysisRouter.get(
  '/ai-analysis',
  ...authed(async (_req, res, { uid }) => {
    const analysis = await latestAnalysis(uid);
    const body: AiAnalysisResponse = analysis
      ? { aiResponse: analysis.aiResponse, createdAt: analysis.createdAt }
      : null;
    res.json(body);
  }),
);
