import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { createProject, createSubtask, createTask } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

const FULL_TASK = {
  title: 'Write chapter 1',
  description: 'Draft only',
  estimatedPomodoros: 4,
  pomodoroLength: 30,
  dueDate: '2026-06-01',
  reminderDateTime: '2026-06-01T07:30:00Z',
  reminderEnabled: true,
  recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
  parentTaskId: null,
  isCompleted: false,
};

describe('/api/tasks', () => {
  it('creates a task with the defaults of the domain and lists it', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id, { title: '  Read  ' });
    expect(task).toMatchObject({
      title: 'Read',
      description: null,
      projectId: project.id,
      estimatedPomodoros: 1,
      pomodoroLength: 25,
      dueDate: null,
      reminderDateTime: null,
      reminderEnabled: false,
      recurrenceRule: null,
      parentTaskId: null,
      isCompleted: false,
    });
    const list = await api('GET', '/api/tasks', user.idToken);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([task]);
  });

  it('stores every field of a full task, with the reminder as an instant', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id, FULL_TASK);
    expect(task).toMatchObject({ ...FULL_TASK, reminderDateTime: '2026-06-01T07:30:00.000Z' });
    const stored = await adminDb().doc(`users/${user.uid}/tasks/${task.id}`).get();
    expect(stored.get('reminderDateTime')?.constructor?.name).toBe('Timestamp');
    expect(stored.get('createdAt')?.constructor?.name).toBe('Timestamp');
  });

  it('updates with the full field set, with only isCompleted, and with PATCH', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id);

    const full = await api('PUT', `/api/tasks/${task.id}`, user.idToken, {
      ...FULL_TASK,
      projectId: project.id,
      recurrenceRule: null,
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ id: task.id, title: 'Write chapter 1', pomodoroLength: 30 });

    const toggle = await api('PUT', `/api/tasks/${task.id}`, user.idToken, { isCompleted: true });
    expect(toggle.status).toBe(200);
    expect(toggle.body).toMatchObject({ isCompleted: true, title: 'Write chapter 1' });

    const patch = await api('PATCH', `/api/tasks/${task.id}`, user.idToken, { isCompleted: false });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ isCompleted: false, estimatedPomodoros: 4 });
    const updatedAt = (patch.body as { updatedAt: string }).updatedAt;
    expect(updatedAt > String(task.updatedAt)).toBe(true);
  });

  it('deletes a task with its subtasks', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id);
    await createSubtask(user.idToken, task.id, 'One');
    await createSubtask(user.idToken, task.id, 'Two');

    expect((await api('DELETE', `/api/tasks/${task.id}`, user.idToken)).status).toBe(204);
    expect((await api('GET', '/api/tasks', user.idToken)).body).toEqual([]);
    const subtasks = await adminDb()
      .collection(`users/${user.uid}/tasks/${task.id}/subtasks`)
      .get();
    expect(subtasks.size).toBe(0);
    const again = await api('DELETE', `/api/tasks/${task.id}`, user.idToken);
    expect(again.status).toBe(404);
    expect(messageOf(again)).toBe('Task not found');
  });

  it('answers 400 naming the field for a bad body', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const cases: [unknown, string][] = [
      [{ title: ' ', projectId: project.id }, 'title: Task title is required'],
      [{ title: 'x' }, 'projectId: Please select a project'],
      [
        { title: 'x', projectId: project.id, pomodoroLength: 61 },
        'pomodoroLength: Pomodoro length (minutes) must be a whole number from 1 to 60',
      ],
      [
        { title: 'x', projectId: project.id, dueDate: '2026-02-30' },
        'dueDate: Due date must be a real calendar day in yyyy-MM-dd form',
      ],
      [
        { title: 'x', projectId: project.id, recurrenceRule: 'FREQ=HOURLY' },
        'recurrenceRule: Recurrence frequency (FREQ) must be one of DAILY, WEEKLY, MONTHLY, YEARLY',
      ],
      [
        { projectId: project.id, parentTaskId: 'p' },
        'title: Task title is required; parentTaskId: Parent task id must be null',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api('POST', '/api/tasks', user.idToken, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const task = await createTask(user.idToken, project.id);
    const badToggle = await api('PUT', `/api/tasks/${task.id}`, user.idToken, {
      isCompleted: 'yes',
    });
    expect(badToggle.status).toBe(400);
    expect(messageOf(badToggle)).toBe('isCompleted: Completed must be true or false');
  });

  it("refuses a projectId that is not one of the caller's projects", async () => {
    const owner = await createUser();
    const other = await createUser();
    const foreignProject = await createProject(other.idToken);
    const response = await api('POST', '/api/tasks', owner.idToken, {
      title: 'Sneaky',
      projectId: foreignProject.id,
    });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('projectId: Project not found');

    const ownProject = await createProject(owner.idToken);
    const task = await createTask(owner.idToken, ownProject.id);
    const move = await api('PUT', `/api/tasks/${task.id}`, owner.idToken, {
      projectId: foreignProject.id,
    });
    expect(move.status).toBe(400);
    expect(messageOf(move)).toBe('projectId: Project not found');
  });

  it('pages with limit and the X-Next-Cursor header, in creation order', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await createTask(user.idToken, project.id, { title: `T${i}` })).id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `limit=2&cursor=${encodeURIComponent(cursor)}` : 'limit=2';
      const page = await api<{ id: string }[]>('GET', `/api/tasks?${query}`, user.idToken);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.map((task) => task.id));
      cursor = page.headers.get('x-next-cursor');
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);

    for (const [query, message] of [
      ['limit=0', 'limit: Limit must be a whole number from 1 to 500'],
      ['limit=501', 'limit: Limit must be a whole number from 1 to 500'],
      ['cursor=garbage', 'cursor: Cursor must be the X-Next-Cursor value of the previous page'],
    ]) {
      const response = await api('GET', `/api/tasks?${query}`, user.idToken);
      expect(response.status, query).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
  });

  it("counts each timeline group over every task, past one query's 500", async () => {
    const user = await createUser();
    const other = await createUser();
    const today = '2026-11-05';
    const seed = async (uid: string, tasks: [string | null, boolean][]) => {
      const batch = adminDb().batch();
      tasks.forEach(([dueDate, isCompleted], index) =>
        batch.set(adminDb().collection(`users/${uid}/tasks`).doc(), {
          ...FULL_TASK,
          title: `T${index}`,
          projectId: 'p1',
          dueDate,
          isCompleted,
          reminderDateTime: null,
          reminderEnabled: false,
        }),
      );
      await batch.commit();
    };
    const late = Array.from({ length: 490 }, (): [string, boolean] => ['2026-10-01', false]);
    await seed(user.uid, late);
    await seed(user.uid, [
      ...late.slice(0, 20),
      ['2026-11-04', true], // done and past: off the timeline
      [today, false],
      [today, true],
      ['2026-11-06', false],
      ['2026-11-12', true],
      ['2026-11-13', false],
      [null, false],
      [null, true], // done, no day: off the timeline
    ]);
    await seed(other.uid, [[today, false]]);

    const counts = await api('GET', `/api/tasks/timeline-counts?today=${today}`, user.idToken);
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({
      groups: { overdue: 510, today: 2, tomorrow: 1, thisWeek: 1, later: 1, someday: 1 },
      completed: 2,
    });

    for (const query of ['', '?today=2026-02-30', '?today=tomorrow']) {
      const bad = await api('GET', `/api/tasks/timeline-counts${query}`, user.idToken);
      expect(bad.status, query).toBe(400);
      expect(messageOf(bad), query).toMatch(/^today: /);
    }
    expect((await api('GET', `/api/tasks/timeline-counts?today=${today}`)).status).toBe(401);
  });
});
