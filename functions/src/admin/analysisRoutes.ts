// The AI analysis from the Integrations tab: POST /api/admin/analyze-todos {userIds?} queues an
// analysis for every user or the users named, GET /api/admin/analyze-todos/{runId} follows the
// run, GET and PUT /api/admin/settings/ai choose the provider.
import {
  AiSettingsSchema,
  AnalysisRunSchema,
  AnalyzeTodosRequestSchema,
  AnalyzeTodosResponseSchema,
  type AnalyzeTodosResponse,
} from '@pomoplan/domain';
import { analysisRunProgress, startAnalysisRun } from '../analysis/adminRun';
import { readAiSettings, saveAiSettings } from '../analysis/settings';
import { missingUsers } from './adminUsers';
import { HttpError } from '../platform/http/errors';
import { route } from '../platform/http/route';

const queuedMessage = (queued: number) =>
  `Analysis queued for ${queued} user${queued === 1 ? '' : 's'}`;

export const adminAnalysisRoutes = [
  route(
    {
      method: 'post',
      path: '/admin/analyze-todos',
      access: 'admin',
      tag: 'admin',
      summary: 'Queue the AI analysis of every user, or of userIds',
      description:
        'One task per user on the analysis queue; follow it with GET /api/admin/analyze-todos/{runId}.',
      body: AnalyzeTodosRequestSchema,
      response: AnalyzeTodosResponseSchema,
      status: 202,
      errors: { 404: 'A user in userIds does not exist: User not found: <id>' },
    },
    async ({ body, admin }): Promise<AnalyzeTodosResponse> => {
      const [missing] = await missingUsers(body.userIds ?? []);
      if (missing !== undefined) throw new HttpError(404, `User not found: ${missing}`);
      const { runId, queued } = await startAnalysisRun(body.userIds, admin.email);
      return { message: queuedMessage(queued), runId, queued };
    },
  ),
  route(
    {
      method: 'get',
      path: '/admin/analyze-todos/:runId',
      access: 'admin',
      tag: 'admin',
      summary: 'Progress of an analysis run: users queued and done',
      response: AnalysisRunSchema,
      notFound: 'Analysis run not found',
    },
    async ({ params }) => {
      const progress = await analysisRunProgress(params.runId);
      if (!progress) throw new HttpError(404, 'Analysis run not found');
      return progress;
    },
  ),
  route(
    {
      method: 'get',
      path: '/admin/settings/ai',
      access: 'admin',
      tag: 'admin',
      summary: 'The AI analysis provider',
      response: AiSettingsSchema,
    },
    async () => readAiSettings(),
  ),
  route(
    {
      method: 'put',
      path: '/admin/settings/ai',
      access: 'admin',
      tag: 'admin',
      summary: 'Choose the AI analysis provider',
      description:
        '`auto` uses Gemini when GEMINI_API_KEY is set, else the built-in analyser; `gemini` ' +
        'falls back to the built-in analyser while no key is set.',
      body: AiSettingsSchema,
      response: AiSettingsSchema,
    },
    async ({ body, admin }) => {
      await saveAiSettings(body, admin.email);
      return body;
    },
  ),
];
