// Every route that touches user data needs a valid bearer ID token.
import { describe, expect, it } from 'vitest';
import { api, messageOf, type Method } from './support/http';

const SIGNED_IN: [Method, string][] = [
  ['POST', '/api/auth/firebase'],
  ['GET', '/api/auth/user'],
  ['GET', '/api/projects'],
  ['POST', '/api/projects'],
  ['PUT', '/api/projects/p1'],
  ['DELETE', '/api/projects/p1'],
  ['GET', '/api/tasks'],
  ['POST', '/api/tasks'],
  ['PUT', '/api/tasks/t1'],
  ['PATCH', '/api/tasks/t1'],
  ['DELETE', '/api/tasks/t1'],
  ['GET', '/api/tasks/t1/subtasks'],
  ['POST', '/api/tasks/t1/subtasks'],
  ['PUT', '/api/subtasks/s1'],
  ['DELETE', '/api/subtasks/s1'],
  ['GET', '/api/calendar/events'],
  ['GET', '/api/stats/dashboard'],
  ['GET', '/api/todos'],
  ['POST', '/api/todos'],
  ['PATCH', '/api/todos/t1'],
  ['DELETE', '/api/todos/t1'],
  ['GET', '/api/goals'],
  ['POST', '/api/goals'],
  ['PUT', '/api/goals/g1'],
  ['DELETE', '/api/goals/g1'],
  ['GET', '/api/groups'],
  ['POST', '/api/folders'],
  ['PUT', '/api/folders/g1'],
  ['DELETE', '/api/folders/g1'],
  ['GET', '/api/ai-analysis'],
  ['PATCH', '/api/users/settings'],
];

describe('routes that need a signed-in user', () => {
  it.each(SIGNED_IN)(
    '%s %s answers 401 without a token or with a bad one',
    async (method, path) => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const missing = await api(method, path, null, body);
      expect(missing.status).toBe(401);
      expect(messageOf(missing)).toBe(
        'Authentication required: send a Firebase ID token as "Authorization: Bearer <token>"',
      );
      const forged = await api(method, path, 'eyJhbGciOiJub25lIn0.e30.', body);
      expect(forged.status).toBe(401);
      expect(messageOf(forged)).toBe('The ID token is invalid or expired');
    },
  );
});
