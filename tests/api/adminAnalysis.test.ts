import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin, type AdminCredentials } from './support/adminAccounts';
import { messageOf } from './support/http';
import { createUser } from './support/users';

const NOT_CONFIGURED = 'AI analysis is not configured: set the AI provider key to enable it.';

let admin: AdminCredentials;

beforeAll(async () => {
  admin = await createAdmin();
});

describe('POST /api/admin/analyze-todos', () => {
  it('answers 503 while no AI provider is configured, for all users or chosen ones', async () => {
    const user = await createUser();
    for (const body of [{}, { userIds: [user.uid] }]) {
      const response = await adminCall('POST', '/api/admin/analyze-todos', admin, body);
      expect(response.status).toBe(503);
      expect(messageOf(response)).toBe(NOT_CONFIGURED);
    }
  });

  it('checks the body and the users first', async () => {
    const user = await createUser();
    const empty = await adminCall('POST', '/api/admin/analyze-todos', admin, { userIds: [] });
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe(
      'userIds: User ids must not be empty; omit it to analyse every user',
    );
    const notList = await adminCall('POST', '/api/admin/analyze-todos', admin, { userIds: 'all' });
    expect(notList.status).toBe(400);
    expect(messageOf(notList)).toBe('userIds: User ids must be a list of user ids');

    const missing = await adminCall('POST', '/api/admin/analyze-todos', admin, {
      userIds: [user.uid, 'no-such-user'],
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('User not found: no-such-user');
  });
});
