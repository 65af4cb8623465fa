// POST /api/admin/analyze-todos {userIds?}: the AI analysis of todos, for every user or for
// the users named. The body and the users are checked first, so the answer names the real
// problem even while no AI provider is configured.
import { AnalyzeTodosRequestSchema } from '@pomoplan/domain';
import { missingUsers } from '../../services/adminUsers';
import { AI_NOT_CONFIGURED, isAiConfigured } from '../../services/aiAnalysis';
import { HttpError } from '../errors';
import { route } from '../route';

export const adminAnalysisRoutes = [
  route(
    {
      method: 'post',
      path: '/admin/analyze-todos',
      access: 'admin',
      tag: 'admin',
      summary: 'AI analysis of the todos of every user, or of userIds',
      body: AnalyzeTodosRequestSchema,
      errors: {
        404: 'A user in userIds does not exist: User not found: <id>',
        501: 'AI analysis of todos is not implemented yet.',
        503: AI_NOT_CONFIGURED,
      },
    },
    async ({ body }) => {
      const [missing] = await missingUsers(body.userIds ?? []);
      if (missing !== undefined) throw new HttpError(404, `User not found: ${missing}`);
      if (!isAiConfigured()) throw new HttpError(503, AI_NOT_CONFIGURED);
      // Reached only once a provider is configured; the analysis itself arrives with it.
      throw new HttpError(501, 'AI analysis of todos is not implemented yet.');
    },
  ),
];
