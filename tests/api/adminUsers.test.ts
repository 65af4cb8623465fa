import { beforeAll, describe, expect, it } from 'vitest';
import { activities, adminDb, setTier } from './support/admin';
import { adminCall, createAdmin, type AdminCredentials } from './support/adminAccounts';
import { createProject } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

interface AdminUserJson {
  id: string;
  email: string;
  subscriptionTier: string;
  createdAt: string;
  counts: { projects: number; goals: number; groups: number } | null;
}

interface UsersJson {
  users: AdminUserJson[];
  tierCounts: { free: number; pro: number; master: number };
  nextCursor: string | null;
}

interface LogJson {
  id: string;
  action: string;
  details: Record<string, unknown>;
  changedBy: string;
  timestamp: string;
}

let admin: AdminCredentials;

beforeAll(async () => {
  admin = await createAdmin();
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with their counters and the users per tier', async () => {
    const older = await createUser('Older User');
    const newer = await createUser('Newer User');
    await createProject(newer.idToken);
    await setTier(older.uid, 'pro');

    const response = await adminCall<UsersJson>('GET', '/api/admin/users', admin);
    expect(response.status).toBe(200);
    const ids = response.body.users.map((user) => user.id);
    expect(ids.indexOf(newer.uid)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.uid)).toBeLessThan(ids.indexOf(older.uid));
    const listed = response.body.users.find((user) => user.id === newer.uid);
    expect(listed).toMatchObject({
      email: newer.email,
      subscriptionTier: 'free',
      counts: { projects: 1, goals: 0, groups: 0 },
    });
    expect(new Date(listed?.createdAt ?? '').toISOString()).toBe(listed?.createdAt);
    const { tierCounts } = response.body;
    expect(tierCounts.pro).toBeGreaterThanOrEqual(1);
    expect(tierCounts.free).toBeGreaterThanOrEqual(1);
  });

  it('pages with limit and cursor, and refuses a bad limit', async () => {
    await createUser();
    await createUser();
    const first = await adminCall<UsersJson>('GET', '/api/admin/users?limit=1', admin);
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.headers.get('x-next-cursor')).toBe(first.body.nextCursor);
    const cursor = encodeURIComponent(first.body.nextCursor ?? '');
    const second = await adminCall<UsersJson>(
      'GET',
      `/api/admin/users?limit=1&cursor=${cursor}`,
      admin,
    );
    expect(second.body.users).toHaveLength(1);
    expect(second.body.users[0]?.id).not.toBe(first.body.users[0]?.id);

    const bad = await adminCall('GET', '/api/admin/users?limit=501', admin);
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('limit: Limit must be a whole number from 1 to 500');
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers one user, or 404 for an unknown id', async () => {
    const user = await createUser('Single User');
    const response = await adminCall<AdminUserJson>('GET', `/api/admin/users/${user.uid}`, admin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.uid,
      email: user.email,
      counts: { projects: 0 },
    });

    const missing = await adminCall('GET', '/api/admin/users/no-such-user', admin);
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('User not found');
  });
});

describe('PUT /api/admin/users/{id}/subscription', () => {
  it('sets the tier, logs subscription_changed by the admin, and the user sees it', async () => {
    const user = await createUser();
    const response = await adminCall<AdminUserJson>(
      'PUT',
      `/api/admin/users/${user.uid}/subscription`,
      admin,
      { tier: 'master' },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.uid, subscriptionTier: 'master' });

    const logged = (await activities(user.uid)).filter(
      (entry) => entry.action === 'subscription_changed',
    );
    expect(logged).toEqual([
      {
        id: expect.any(String),
        action: 'subscription_changed',
        details: { newTier: 'master', previousTier: 'free' },
        changedBy: 'Administrator',
      },
    ]);
    // The user's log says 'Administrator'; the operator's uid stays for the audit, and the
    // operator's login e-mail is nowhere in what the user can read.
    const stored = await adminDb()
      .collection(`users/${user.uid}/activity`)
      .doc(logged[0]?.id ?? '-')
      .get();
    expect(stored.get('adminUid')).toBe(admin.uid);
    expect(JSON.stringify(stored.data())).not.toContain(admin.email);
    const own = await api<{ subscriptionTier: string; tierSource: string }>(
      'GET',
      '/api/auth/user',
      user.idToken,
    );
    expect(own.body.subscriptionTier).toBe('master');
    expect(own.body).toMatchObject({ tierSource: 'admin' });
  });

  it('answers 400 for an unknown tier and 404 for an unknown user', async () => {
    const user = await createUser();
    const bad = await adminCall('PUT', `/api/admin/users/${user.uid}/subscription`, admin, {
      tier: 'gold',
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('tier: Subscription tier must be one of free, pro, master');
    const missing = await adminCall('PUT', '/api/admin/users/no-such-user/subscription', admin, {
      tier: 'pro',
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('User not found');
  });
});

describe('activity logs', () => {
  it('lists the newest entries first with ISO timestamps', async () => {
    const user = await createUser();
    await adminCall('PUT', `/api/admin/users/${user.uid}/subscription`, admin, { tier: 'pro' });
    const response = await adminCall<{ logs: LogJson[] }>(
      'GET',
      `/api/admin/users/${user.uid}/activity-logs`,
      admin,
    );
    expect(response.status).toBe(200);
    const { logs } = response.body;
    expect(logs.map((log) => log.action)).toEqual(['subscription_changed', 'account_created']);
    expect(logs[0]).toMatchObject({
      details: { newTier: 'pro', previousTier: 'free' },
      changedBy: 'Administrator',
    });
    expect(new Date(logs[0]?.timestamp ?? '').toISOString()).toBe(logs[0]?.timestamp);
    expect(Date.parse(logs[0]?.timestamp ?? '')).toBeGreaterThanOrEqual(
      Date.parse(logs[1]?.timestamp ?? ''),
    );

    const one = await adminCall<{ logs: LogJson[] }>(
      'GET',
      `/api/admin/users/${user.uid}/activity-logs?limit=1`,
      admin,
    );
    expect(one.body.logs.map((log) => log.action)).toEqual(['subscription_changed']);
    const missing = await adminCall('GET', '/api/admin/users/no-such-user/activity-logs', admin);
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('User not found');
  });

  it('POST /api/admin/activity-log stores an entry by the signed-in admin', async () => {
    const user = await createUser();
    const response = await adminCall<LogJson>('POST', '/api/admin/activity-log', admin, {
      action: 'subscription_changed',
      userId: user.uid,
      newTier: 'pro',
      changedBy: 'someone-else@example.com',
      timestamp: '2026-01-02T03:04:05Z',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      action: 'subscription_changed',
      details: { newTier: 'pro' },
      changedBy: 'Administrator',
    });
    const stored = await activities(user.uid);
    expect(stored).toContainEqual({
      id: response.body.id,
      action: 'subscription_changed',
      details: { newTier: 'pro' },
      changedBy: 'Administrator',
    });
  });

  it('POST /api/admin/activity-log answers 400 for a bad body and 404 for an unknown user', async () => {
    const user = await createUser();
    const bad = await adminCall('POST', '/api/admin/activity-log', admin, {
      action: 'hacked',
      userId: user.uid,
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe(
      'action: Action must be one of subscription_changed, user_login, task_created, task_completed, project_created, payment_completed, account_created, profile_updated',
    );
    const noUser = await adminCall('POST', '/api/admin/activity-log', admin, {
      action: 'user_login',
    });
    expect(noUser.status).toBe(400);
    expect(messageOf(noUser)).toBe('userId: User id is required');
    const missing = await adminCall('POST', '/api/admin/activity-log', admin, {
      action: 'user_login',
      userId: 'no-such-user',
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('User not found');
  });
});
