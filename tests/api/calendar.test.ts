import { describe, expect, it } from 'vitest';
import { setTier } from './support/admin';
import { createProject, createTask } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('GET /api/calendar/events', () => {
  it('lists own tasks due in the range as events, for pro users', async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    const project = await createProject(user.idToken);
    const inRange = await createTask(user.idToken, project.id, {
      title: 'In',
      dueDate: '2026-04-10',
    });
    const lastDay = await createTask(user.idToken, project.id, {
      title: 'Last day',
      dueDate: '2026-04-30',
      isCompleted: true,
    });
    await createTask(user.idToken, project.id, { title: 'Before', dueDate: '2026-03-31' });
    await createTask(user.idToken, project.id, { title: 'After', dueDate: '2026-05-01' });
    await createTask(user.idToken, project.id, { title: 'Someday' });

    const response = await api(
      'GET',
      '/api/calendar/events?start=2026-04-01&end=2026-04-30',
      user.idToken,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      events: [
        {
          id: inRange.id,
          title: 'In',
          start: '2026-04-10',
          end: '2026-04-10',
          time: null,
          source: 'task',
          projectId: project.id,
          completed: false,
        },
        {
          id: lastDay.id,
          title: 'Last day',
          start: '2026-04-30',
          end: '2026-04-30',
          time: null,
          source: 'task',
          projectId: project.id,
          completed: true,
        },
      ],
      googleConnected: false,
      googleStatus: 'disconnected',
    });
  });

  it('refuses the free plan with the upgrade message', async () => {
    const user = await createUser();
    const response = await api(
      'GET',
      '/api/calendar/events?start=2026-04-01&end=2026-04-30',
      user.idToken,
    );
    expect(response.status).toBe(403);
    expect(messageOf(response)).toBe(
      'This feature requires a Pro subscription. Upgrade now to access Timeline and Calendar views.',
    );
  });

  it('validates the range: real days, in order, at most 62 days, both or neither', async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    const cases: [string, string][] = [
      [
        'start=2026-02-30&end=2026-03-01',
        'start: Start date must be a real calendar day in yyyy-MM-dd form',
      ],
      ['start=2026-04-10&end=2026-04-01', 'end: End date must not be before the start date'],
      ['start=2026-01-01&end=2026-03-04', 'end: The date range must be at most 62 days'],
      ['start=2026-01-01', 'end: Send both start and end, or neither for the current month'],
      ['tz=Mars/Olympus', 'tz: Time zone must be an IANA time zone such as Europe/Berlin'],
    ];
    for (const [query, message] of cases) {
      const response = await api('GET', `/api/calendar/events?${query}`, user.idToken);
      expect(response.status, query).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const longest = await api(
      'GET',
      '/api/calendar/events?start=2026-01-01&end=2026-03-03',
      user.idToken,
    );
    expect(longest.status).toBe(200);
    const currentMonth = await api('GET', '/api/calendar/events?tz=Asia/Tokyo', user.idToken);
    expect(currentMonth.status).toBe(200);
  });
});
