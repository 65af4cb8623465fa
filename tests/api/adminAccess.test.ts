// Every admin endpoint needs the credentials of a Firebase Auth user with the admin claim.
import { describe, expect, it } from 'vitest';
import { adminCall, createAccount, createAdmin } from './support/adminAccounts';
import { messageOf, type Method } from './support/http';

const ADMIN_ROUTES: [Method, string, unknown?][] = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/u1'],
  ['GET', '/api/admin/users/u1/activity-logs'],
  ['PUT', '/api/admin/users/u1/subscription', { tier: 'pro' }],
  ['POST', '/api/admin/activity-log', { action: 'user_login', userId: 'u1' }],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { plans: { pro: { monthlyPrice: 5 } } }],
  ['GET', '/api/admin/settings/n8n'],
  ['POST', '/api/admin/settings/n8n', { chatUrl: 'http://127.0.0.1:9/hook' }],
  ['POST', '/api/admin/n8n/test', {}],
  ['POST', '/api/admin/analyze-todos', {}],
];

describe('admin credentials', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s answers 401 without the admin headers',
    async (method, path, body) => {
      const response = await adminCall(method, path, null, body);
      expect(response.status).toBe(401);
      expect(messageOf(response)).toBe('Admin credentials required');
      const halfway = await adminCall(
        method,
        path,
        { email: 'admin@pomoplan.test', password: '' },
        body,
      );
      expect(halfway.status).toBe(401);
    },
  );

  it('answers 403 for a wrong password, an unknown e-mail and an account without the claim', async () => {
    const admin = await createAdmin();
    const plain = await createAccount(false);
    const wrongPassword = { email: admin.email, password: 'not-the-password' };
    const unknown = { email: 'nobody-here@pomoplan.test', password: 'whatever-1' };
    for (const [method, path, body] of ADMIN_ROUTES) {
      for (const credentials of [wrongPassword, unknown, plain]) {
        const response = await adminCall(method, path, credentials, body);
        expect(response.status, `${method} ${path} as ${credentials.email}`).toBe(403);
        expect(messageOf(response)).toBe('Invalid admin credentials');
      }
    }
  });

  it('lets an admin in, whatever the case of the e-mail', async () => {
    const admin = await createAdmin();
    const first = await adminCall('GET', '/api/admin/settings', admin);
    expect(first.status).toBe(200);
    const again = await adminCall('GET', '/api/admin/settings', {
      email: admin.email.toUpperCase(),
      password: admin.password,
    });
    expect(again.status).toBe(200);
  });
});
