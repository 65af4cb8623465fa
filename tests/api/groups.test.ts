import { describe, expect, it } from 'vitest';
import { adminDb, counts, setTier } from './support/admin';
import { createGoal, createGroup } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('/api/groups and /api/folders', () => {
  it('creates, lists, updates and deletes groups, keeping the counter exact', async () => {
    const user = await createUser();
    const group = await createGroup(user.idToken, { name: ' Health ' });
    expect(group).toMatchObject({ name: 'Health', color: '#8B5CF6' });
    expect((await api('GET', '/api/groups', user.idToken)).body).toEqual([group]);

    const renamed = await api('PUT', `/api/folders/${group.id}`, user.idToken, { name: 'Body' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: group.id, name: 'Body', color: '#8B5CF6' });

    expect((await api('DELETE', `/api/folders/${group.id}`, user.idToken)).status).toBe(204);
    expect((await api('GET', '/api/groups', user.idToken)).body).toEqual([]);
    expect(await counts(user.uid)).toMatchObject({ groups: 0 });
  });

  it("limits the free plan to 1 group with the plan's refusal", async () => {
    const user = await createUser();
    await createGroup(user.idToken);
    const second = await api('POST', '/api/folders', user.idToken, { name: 'Second' });
    expect(second.status).toBe(403);
    expect(messageOf(second)).toBe(
      'Free plan limited to 1 group. Delete a group to create a new one.',
    );
    await setTier(user.uid, 'pro');
    await createGroup(user.idToken, { name: 'Second' });
    expect(await counts(user.uid)).toMatchObject({ groups: 2 });
  });

  it('leaves the goals of a deleted group without a group', async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    const group = await createGroup(user.idToken);
    const inGroup = await createGoal(user.idToken, { groupId: group.id });
    const alone = await createGoal(user.idToken);
    await api('DELETE', `/api/folders/${group.id}`, user.idToken);
    const goals = await api<{ id: string; groupId: string | null }[]>(
      'GET',
      '/api/goals',
      user.idToken,
    );
    expect(goals.body.map((goal) => [goal.id, goal.groupId])).toEqual([
      [inGroup.id, null],
      [alone.id, null],
    ]);
    const stored = await adminDb().doc(`users/${user.uid}/goals/${inGroup.id}`).get();
    expect(stored.get('groupId')).toBeNull();
  });

  it('answers 400 naming the field for a bad body', async () => {
    const user = await createUser();
    const blank = await api('POST', '/api/folders', user.idToken, { name: '' });
    expect(blank.status).toBe(400);
    expect(messageOf(blank)).toBe('name: Group name is required');
    const group = await createGroup(user.idToken);
    const badColor = await api('PUT', `/api/folders/${group.id}`, user.idToken, { color: 'blue' });
    expect(badColor.status).toBe(400);
    expect(messageOf(badColor)).toBe('color: Group color must be a hex colour such as #3B82F6');
  });
});
