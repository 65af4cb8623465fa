// The admin API (/api/admin/**): every call carries x-admin-email and x-admin-password instead
// of the signed-in user's token, sends JSON and parses the answer with a zod schema. Failures
// throw ApiError '{status}: {body}' and are logged, except 403s (a refused admin is an
// expected answer, not a console error).
import {
  AccountDeletionStartedSchema,
  ActivityLogSchema,
  AdminSettingsSchema,
  AdminUserSchema,
  AdminUsersResponseSchema,
  AiSettingsSchema,
  AnalysisRunSchema,
  AnalyzeTodosResponseSchema,
  ChatSettingsResponseSchema,
  ChatSettingsSavedSchema,
  UserJsonSchema,
  WebhookTestResponseSchema,
  type AiSettings,
  type PlansConfigUpdate,
  type Tier,
} from '@pomoplan/domain';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from './client';

export interface AdminCredentials {
  email: string;
  password: string;
}

// Instants arrive as ISO strings.
const AdminUserWireSchema = z.extend(UserJsonSchema, { counts: AdminUserSchema.shape.counts });
export type AdminUserView = z.infer<typeof AdminUserWireSchema>;

const UsersPageSchema = z.extend(AdminUsersResponseSchema, { users: z.array(AdminUserWireSchema) });
export type UsersPage = z.infer<typeof UsersPageSchema>;

const ActivityLogWireSchema = z.extend(ActivityLogSchema, { timestamp: z.coerce.date() });
export type ActivityLogView = z.infer<typeof ActivityLogWireSchema>;

const ActivityLogsSchema = z.object({ logs: z.array(ActivityLogWireSchema) });
const AnalysisRunWireSchema = z.extend(AnalysisRunSchema, { startedAt: z.coerce.date() });
export type AnalysisRunView = z.infer<typeof AnalysisRunWireSchema>;

export type AdminSettingsView = z.infer<typeof AdminSettingsSchema>;

type Method = 'GET' | 'POST' | 'PUT';

async function adminRequest<S extends z.ZodMiniType>(
  credentials: AdminCredentials,
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const authHeaders = {
    'x-admin-email': credentials.email,
    'x-admin-password': credentials.password,
  };
  try {
    return await apiRequest(method, path, schema, { body, authHeaders });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 403) console.error(error.message);
    throw error;
  }
}

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function adminApi(credentials: AdminCredentials) {
  const call = <S extends z.ZodMiniType>(method: Method, path: string, schema: S, body?: unknown) =>
    adminRequest(credentials, method, path, schema, body);
  return {
    listUsers(cursor?: string | null, limit = 100) {
      const query = new URLSearchParams({ limit: String(limit) });
      if (cursor) query.set('cursor', cursor);
      return call('GET', `/api/admin/users?${query}`, UsersPageSchema);
    },
    getUser: (id: string) => call('GET', userPath(id), AdminUserWireSchema),
    async activityLogs(id: string) {
      return (await call('GET', `${userPath(id)}/activity-logs`, ActivityLogsSchema)).logs;
    },
    changeTier: (id: string, tier: Tier) =>
      call('PUT', `${userPath(id)}/subscription`, AdminUserWireSchema, { tier }),
    deleteUser: (id: string) =>
      call('POST', `${userPath(id)}/deletion`, AccountDeletionStartedSchema),
    getSettings: () => call('GET', '/api/admin/settings', AdminSettingsSchema),
    updateSettings: (update: PlansConfigUpdate) =>
      call('PUT', '/api/admin/settings', AdminSettingsSchema, update),
    getChatSettings: () => call('GET', '/api/admin/settings/n8n', ChatSettingsResponseSchema),
    saveChatSettings: (chatUrl: string) =>
      call('POST', '/api/admin/settings/n8n', ChatSettingsSavedSchema, { chatUrl }),
    testChatConnection: () => call('POST', '/api/admin/n8n/test', WebhookTestResponseSchema),
    /** `userIds` omitted analyses every user. */
    analyzeTodos: (userIds?: string[]) =>
      call(
        'POST',
        '/api/admin/analyze-todos',
        AnalyzeTodosResponseSchema,
        userIds ? { userIds } : {},
      ),
    analysisProgress: (runId: string) =>
      call('GET', `/api/admin/analyze-todos/${encodeURIComponent(runId)}`, AnalysisRunWireSchema),
    getAiSettings: () => call('GET', '/api/admin/settings/ai', AiSettingsSchema),
    saveAiSettings: (settings: AiSettings) =>
      call('PUT', '/api/admin/settings/ai', AiSettingsSchema, settings),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** A 401 or 403: the credentials are missing, wrong or not an admin's. */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** What to show under a failure toast: the server's message when it sent one. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
