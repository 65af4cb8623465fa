import { describe, expect, it } from 'vitest';
import { adminDb, counts, setTier } from './support/admin';
import { createGoal, createGroup, createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('/api/goals', () => {
  it('creates, lists, updates and deletes goals, keeping the counter exact', async () => {
    const user = await createUser();
    const group = await createGroup(user.idToken);
    const goal = await createGoal(user.idToken, {
      name: 'Run a marathon',
      color: '#EF4444',
      groupId: group.id,
      startDate: '2026-01-01',
      endDate: '2026-10-01',
    });
    expect(goal).toMatchObject({
      name: 'Run a marathon',
      description: null,
      color: '#EF4444',
      groupId: group.id,
      startDate: '2026-01-01',
      endDate: '2026-10-01',
    });
    expect(await counts(user.uid)).toMatchObject({ goals: 1, groups: 1 });
    expect((await api('GET', '/api/goals', user.idToken)).body).toEqual([goal]);

    const updated = await api('PUT', `/api/goals/${goal.id}`, user.idToken, { groupId: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ groupId: null, name: 'Run a marathon' });

    expect((await api('DELETE', `/api/goals/${goal.id}`, user.idToken)).status).toBe(204);
    expect(await counts(user.uid)).toMatchObject({
      goals: 0,
      lastChange: { collection: 'goals', id: goal.id, op: 'delete' },
    });
  });

  it("limits the free plan to 1 goal with the plan's refusal", async () => {
    const user = await createUser();
    const first = await createGoal(user.idToken);
    const second = await api('POST', '/api/goals', user.idToken, { name: 'Second' });
    expect(second.status).toBe(403);
    expect(messageOf(second)).toBe(
      'Free plan limited to 1 goal. Delete a goal to create a new one.',
    );
    await api('DELETE', `/api/goals/${first.id}`, user.idToken);
    await createGoal(user.idToken, { name: 'Now allowed' });
    await setTier(user.uid, 'master');
    await createGoal(user.idToken, { name: 'Master goal' });
    expect(await counts(user.uid)).toMatchObject({ goals: 2 });
  });

  it('uses the limits of config/plans when the admin changed them', async () => {
    const user = await createUser();
    const plans = adminDb().doc('config/plans');
    await plans.set({ limits: { free: { goals: 2 } } });
    try {
      await createGoal(user.idToken);
      await createGoal(user.idToken);
      const third = await api('POST', '/api/goals', user.idToken, { name: 'Third' });
      expect(third.status).toBe(403);
      expect(messageOf(third)).toBe(
        'Free plan limited to 2 goals. Delete a goal to create a new one.',
      );
    } finally {
      await plans.delete();
    }
  });

  it('checks the group and the date order, also against the stored goal', async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    const other = await createUser();
    const foreignGroup = await createGroup(other.idToken);
    const cases: [unknown, string][] = [
      [{ name: ' ' }, 'name: Goal name is required'],
      [
        { name: 'a', color: '#123456' },
        'color: Goal color must be one of #EF4444, #F97316, #EAB308, #22C55E, #06B6D4, #3B82F6, #8B5CF6, #EC4899, #6B7280',
      ],
      [{ name: 'a', groupId: foreignGroup.id }, 'groupId: Group not found'],
      [
        { name: 'a', startDate: '2026-05-02', endDate: '2026-05-01' },
        'endDate: End date must not be before the start date',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api('POST', '/api/goals', user.idToken, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const goal = await createGoal(user.idToken, { startDate: '2026-05-10' });
    const early = await api('PUT', `/api/goals/${goal.id}`, user.idToken, {
      endDate: '2026-05-01',
    });
    expect(early.status).toBe(400);
    expect(messageOf(early)).toBe('endDate: End date must not be before the start date');
    expect(await counts(user.uid)).toMatchObject({ goals: 1 });
  });

  it('clears the goal from its todos when it is deleted', async () => {
    const user = await createUser();
    const goal = await createGoal(user.idToken);
    const todo = await createTodo(user.idToken, { goalId: goal.id });
    await api('DELETE', `/api/goals/${goal.id}`, user.idToken);
    const stored = await adminDb().doc(`users/${user.uid}/todos/${todo.id}`).get();
    expect(stored.get('goalId')).toBeNull();
  });
});
