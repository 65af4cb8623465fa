import { describe, expect, it } from 'vitest';
import { api, messageOf } from './support/http';
import { DECLARED } from './support/routes';

const EXPECTED: [string, string][] = [
  ['post', '/api/auth/firebase'],
  ['get', '/api/auth/user'],
  ['post', '/api/auth/email-verification'],
  ['get', '/api/mail/unsubscribe'],
  ['post', '/api/mail/unsubscribe'],
  ['post', '/api/mail/unsubscribe/confirm'],
  ['get', '/api/projects'],
  ['post', '/api/projects'],
  ['put', '/api/projects/{id}'],
  ['delete', '/api/projects/{id}'],
  ['post', '/api/caps/recount'],
  ['get', '/api/tasks'],
  ['post', '/api/tasks/quick'],
  ['get', '/api/tasks/timeline-counts'],
  ['post', '/api/tasks'],
  ['put', '/api/tasks/{id}'],
  ['patch', '/api/tasks/{id}'],
  ['delete', '/api/tasks/{id}'],
  ['get', '/api/tasks/{id}/subtasks'],
  ['post', '/api/tasks/{id}/subtasks'],
  ['put', '/api/subtasks/{id}'],
  ['delete', '/api/subtasks/{id}'],
  ['get', '/api/calendar/events'],
  ['get', '/api/calendar/feed'],
  ['post', '/api/calendar/feed/regenerate'],
  ['get', '/api/calendar/feed/{file}'],
  ['get', '/api/integrations/google/auth'],
  ['get', '/api/integrations/google/callback'],
  ['delete', '/api/integrations/google/disconnect'],
  ['get', '/api/stats/dashboard'],
  ['get', '/api/todos'],
  ['get', '/api/todos/counts'],
  ['post', '/api/todos'],
  ['patch', '/api/todos/{id}'],
  ['delete', '/api/todos/{id}'],
  ['get', '/api/focus'],
  ['post', '/api/focus/start'],
  ['post', '/api/focus/pause'],
  ['post', '/api/focus/resume'],
  ['post', '/api/focus/stop'],
  ['post', '/api/focus/skip'],
  ['post', '/api/focus/add-time'],
  ['post', '/api/focus/switch'],
  ['get', '/api/focus/settings'],
  ['patch', '/api/focus/settings'],
  ['get', '/api/focus/sessions'],
  ['patch', '/api/focus/sessions/{id}'],
  ['delete', '/api/focus/sessions/{id}'],
  ['post', '/api/focus/start-from-push'],
  ['get', '/api/reports'],
  ['get', '/api/reports/goals'],
  ['get', '/api/goals'],
  ['post', '/api/goals'],
  ['put', '/api/goals/{id}'],
  ['delete', '/api/goals/{id}'],
  ['get', '/api/groups'],
  ['post', '/api/folders'],
  ['put', '/api/folders/{id}'],
  ['delete', '/api/folders/{id}'],
  ['get', '/api/ai-analysis'],
  ['post', '/api/ai-analysis/refresh'],
  ['patch', '/api/users/settings'],
  ['post', '/api/push/tokens'],
  ['delete', '/api/push/tokens'],
  ['post', '/api/reminders/snooze'],
  ['post', '/api/reminders/snooze-from-push'],
  ['get', '/api/pricing'],
  ['get', '/api/payments/config'],
  ['post', '/api/create-payment-intent'],
  ['post', '/api/confirm-payment'],
  ['post', '/api/preview-plan-change'],
  ['post', '/api/upgrade-subscription'],
  ['post', '/api/billing-portal'],
  ['get', '/api/subscription-plans'],
  ['get', '/api/dev/login-as/{name}'],
  ['get', '/api/openapi.json'],
  ['get', '/api/health'],
  ['post', '/api/account/deletion'],
  ['post', '/api/exports'],
  ['get', '/api/exports/{id}'],
  ['get', '/api/exports/{id}/export.json'],
  ['get', '/api/exports/{id}/csv/{collection}'],
  ['post', '/api/imports/preview'],
  ['post', '/api/imports'],
  ['get', '/api/admin/users'],
  ['get', '/api/admin/users/{id}'],
  ['put', '/api/admin/users/{id}/subscription'],
  ['post', '/api/admin/users/{id}/deletion'],
  ['get', '/api/admin/users/{id}/activity-logs'],
  ['post', '/api/admin/activity-log'],
  ['get', '/api/admin/settings'],
  ['put', '/api/admin/settings'],
  ['get', '/api/admin/settings/n8n'],
  ['post', '/api/admin/settings/n8n'],
  ['post', '/api/admin/n8n/test'],
  ['post', '/api/admin/analyze-todos'],
  ['get', '/api/admin/analyze-todos/{runId}'],
  ['get', '/api/admin/settings/ai'],
  ['put', '/api/admin/settings/ai'],
];

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

interface OperationObject {
  security: unknown[];
  requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
  responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>;
}

describe('GET /api/openapi.json', () => {
  it("is public and lists exactly the API's operations", async () => {
    const response = await api<OpenApi>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const listed = Object.entries(response.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(EXPECTED.map(([method, path]) => `${method} ${path}`).sort());
  });

  it('describes bodies and responses with the domain schemas', async () => {
    const { body } = await api<OpenApi>('GET', '/api/openapi.json');
    const createTask = body.paths['/api/tasks']?.post;
    expect(createTask?.requestBody?.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/TaskInput',
    });
    expect(createTask?.responses['201']?.content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Task',
    });
    expect(Object.keys(createTask?.responses ?? {}).sort()).toEqual([
      '201',
      '400',
      '401',
      '409',
      '422',
      '429',
    ]);
    expect(body.paths['/api/pricing']?.get?.security).toEqual([]);
    expect(body.paths['/api/admin/settings']?.put?.security).toEqual([
      { adminEmail: [], adminPassword: [] },
    ]);
    expect(Object.keys(body.paths['/api/admin/settings']?.put?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
    ]);
    expect(body.paths['/api/goals']?.post?.responses['403']).toBeDefined();
    const task = body.components.schemas.Task?.properties ?? {};
    expect(task.createdAt).toEqual({ type: 'string', format: 'date-time' });
    expect(Object.keys(body.components.schemas.TaskInput?.properties ?? {})).toContain('title');
    // Every body's $ref names a schema of the document; at least the task's body has one, so
    // a document whose bodies lost their $refs fails here instead of checking nothing.
    const refs = Object.values(body.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((operation) => operation.requestBody?.content['application/json'].schema.$ref ?? []);
    expect(refs).toContain('#/components/schemas/TaskInput');
    const named = refs.map((ref) => ref.split('/').at(-1) ?? '');
    expect(named.filter((name) => body.components.schemas[name] === undefined)).toEqual([]);
  });

  it('lists every route of the registry', async () => {
    const { body } = await api<OpenApi>('GET', '/api/openapi.json');
    const listed = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(DECLARED.map(({ operation }) => operation).sort());
  });
});

describe('every route of the registry', () => {
  it.each(DECLARED)('$method $url is served', async ({ method, url, body }) => {
    const response = await api(method, url, null, body, { redirect: 'manual' });
    if (response.status === 404) expect(messageOf(response)).not.toMatch(/^No route for/);
    expect(response.status).toBeLessThan(500);
  });
});
