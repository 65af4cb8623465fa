// POST /api/admin/analyze-todos {userIds?}: the AI analysis of todos, for every user or for
// the users named. The body and the users are checked first, so the answer names the real
// problem even while no AI provider is configured.
import { AnalyzeTodosRequestSchema } from '@pomoplan/domain';
import { Router } from 'express';
import { missingUsers } from '../../services/adminUsers';
import { AI_NOT_CONFIGURED, isAiConfigured } from '../../services/aiAnalysis';
import { HttpError } from '../errors';
import { adminOnly } from '../middleware/admin';
import { parseBody } from '../validation';

export const adminAnalysisRouter = Router();

adminAnalysisRouter.post(
  '/admin/analyze-todos',
  ...adminOnly(async (req) => {
    const { userIds } = parseBody(AnalyzeTodosRequestSchema, req);
    const [missing] = await missingUsers(userIds ?? []);
    if (missing !== undefined) throw new HttpError(404, `User not found: ${missing}`);
    if (!isAiConfigured()) throw new HttpError(503, AI_NOT_CONFIGURED);
    // Reached only once a provider is configured; the analysis itself arrives with it.
    throw new HttpError(501, 'AI analysis of todos is not implemented yet.');
  }),
);
