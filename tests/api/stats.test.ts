import { addDays, todayIn } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { setTier } from './support/admin';
import { createProject, createTask } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('GET /api/stats/dashboard', () => {
  it('adds up tasks overall and per project', async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    const thesis = await createProject(user.idToken, { name: 'Thesis', color: '#EF4444' });
    const home = await createProject(user.idToken, { name: 'Home' });
    const today = todayIn('UTC');
    await createTask(user.idToken, thesis.id, { estimatedPomodoros: 2, pomodoroLength: 25 });
    await createTask(user.idToken, thesis.id, {
      estimatedPomodoros: 1,
      pomodoroLength: 50,
      dueDate: addDays(today, -3),
    });
    await createTask(user.idToken, thesis.id, {
      estimatedPomodoros: 3,
      pomodoroLength: 10,
      dueDate: addDays(today, -3),
      isCompleted: true,
    });
    await createTask(user.idToken, home.id, { estimatedPomodoros: 0, dueDate: today });

    const response = await api('GET', '/api/stats/dashboard', user.idToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      timeZone: 'UTC',
      today,
      totalTasks: 4,
      completedTasks: 1,
      overdueTasks: 1,
      estimatedMinutes: 130,
      projects: [
        {
          projectId: thesis.id,
          name: 'Thesis',
          color: '#EF4444',
          totalTasks: 3,
          completedTasks: 1,
          overdueTasks: 1,
          estimatedMinutes: 130,
        },
        {
          projectId: home.id,
          name: 'Home',
          color: '#22C55E',
          totalTasks: 1,
          completedTasks: 0,
          overdueTasks: 0,
          estimatedMinutes: 0,
        },
      ],
      truncated: false,
    });
  });

  it("counts overdue by the caller's time zone", async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    // Kiritimati (UTC+14) is always one or two calendar days ahead of Pago Pago (UTC-11), so
    // its yesterday is overdue there and never overdue in Pago Pago.
    const east = 'Pacific/Kiritimati';
    const west = 'Pacific/Pago_Pago';
    await createTask(user.idToken, project.id, { dueDate: addDays(todayIn(east), -1) });
    const inEast = await api('GET', `/api/stats/dashboard?tz=${east}`, user.idToken);
    expect(inEast.body).toMatchObject({ timeZone: east, today: todayIn(east), overdueTasks: 1 });
    const inWest = await api('GET', `/api/stats/dashboard?tz=${west}`, user.idToken);
    expect(inWest.body).toMatchObject({ timeZone: west, today: todayIn(west), overdueTasks: 0 });
  });

  it('answers 400 for an unknown time zone', async () => {
    const user = await createUser();
    const response = await api('GET', '/api/stats/dashboard?tz=Nowhere/Special', user.idToken);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(
      'tz: Time zone must be an IANA time zone such as Europe/Berlin',
    );
  });
});
