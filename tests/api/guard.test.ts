// Every route that touches user data needs a valid bearer ID token, and every admin route the
// admin credentials. The cases come from the route registry, so a new route is covered.
import { describe, expect, it } from 'vitest';
import { adminCall } from './support/adminAccounts';
import { api, messageOf } from './support/http';
import { ADMIN_ROUTES, SIGNED_IN_ROUTES } from './support/routes';

// The registry must keep declaring at least these routes as signed-in only.
const SIGNED_IN = [
  'POST /api/auth/firebase',
  'GET /api/auth/user',
  'GET /api/projects',
  'POST /api/projects',
  'PUT /api/projects/x1',
  'DELETE /api/projects/x1',
  'GET /api/tasks',
  'POST /api/tasks',
  'PUT /api/tasks/x1',
  'PATCH /api/tasks/x1',
  'DELETE /api/tasks/x1',
  'GET /api/tasks/x1/subtasks',
  'POST /api/tasks/x1/subtasks',
  'PUT /api/subtasks/x1',
  'DELETE /api/subtasks/x1',
  'GET /api/calendar/events',
  'GET /api/stats/dashboard',
  'GET /api/todos',
  'POST /api/todos',
  'PATCH /api/todos/x1',
  'DELETE /api/todos/x1',
  'GET /api/goals',
  'POST /api/goals',
  'PUT /api/goals/x1',
  'DELETE /api/goals/x1',
  'GET /api/groups',
  'POST /api/folders',
  'PUT /api/folders/x1',
  'DELETE /api/folders/x1',
  'GET /api/ai-analysis',
  'PATCH /api/users/settings',
];

describe('routes that need a signed-in user', () => {
  it('include every route that touches user data', () => {
    const declared = SIGNED_IN_ROUTES.map(({ method, url }) => `${method} ${url}`);
    for (const route of SIGNED_IN) expect(declared).toContain(route);
  });

  it.each(SIGNED_IN_ROUTES)(
    '$method $url answers 401 without a token or with a bad one',
    async ({ method, url, body }) => {
      const missing = await api(method, url, null, body);
      expect(missing.status).toBe(401);
      expect(messageOf(missing)).toBe(
        'Authentication required: send a Firebase ID token as "Authorization: Bearer <token>"',
      );
      const forged = await api(method, url, 'eyJhbGciOiJub25lIn0.e30.', body);
      expect(forged.status).toBe(401);
      expect(messageOf(forged)).toBe('The ID token is invalid or expired');
    },
  );
});

describe('admin routes', () => {
  it('are every route under /api/admin', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(11);
    for (const { url } of ADMIN_ROUTES) expect(url).toMatch(/^\/api\/admin\//);
  });

  it.each(ADMIN_ROUTES)(
    '$method $url answers 401 without the admin headers',
    async ({ method, url, body }) => {
      const response = await adminCall(method, url, null, body);
      expect(response.status).toBe(401);
      expect(messageOf(response)).toBe('Admin credentials required');
      const halfway = await adminCall(
        method,
        url,
        { email: 'admin@pomoplan.test', password: '' },
        body,
      );
      expect(halfway.status).toBe(401);
      expect(messageOf(halfway)).toBe('Admin credentials required');
    },
  );
});
