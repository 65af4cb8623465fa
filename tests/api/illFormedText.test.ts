// Text with a lone UTF-16 surrogate has no UTF-8 form, so Firestore cannot store it: every
// text field refuses it with 400 and a message naming the field, never a 500.
import { describe, expect, it } from 'vitest';
import { createProject, createTask } from './support/fixtures';
import { api, messageOf, type Method } from './support/http';
import { createUser } from './support/users';

const ILL_FORMED = 'a\ud800b';

describe('ill-formed text', () => {
  it('is refused with 400 in every kind of body', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id);
    const calls: [Method, string, Record<string, unknown>, string][] = [
      ['POST', '/api/projects', { name: ILL_FORMED }, 'Project name'],
      ['POST', '/api/projects', { name: 'P', description: ILL_FORMED }, 'Project description'],
      ['POST', '/api/tasks', { title: ILL_FORMED, projectId: project.id }, 'Task title'],
      ['POST', '/api/tasks', { title: 'T', projectId: `p${ILL_FORMED}` }, 'Project'],
      ['PUT', `/api/tasks/${task.id}`, { description: ILL_FORMED }, 'Task description'],
      [
        'PUT',
        `/api/tasks/${task.id}`,
        { recurrenceRule: `FREQ=DAILY${ILL_FORMED}` },
        'Recurrence rule',
      ],
      [
        'POST',
        `/api/tasks/${task.id}/subtasks`,
        { title: ILL_FORMED, taskId: task.id },
        'Subtask title',
      ],
      ['POST', '/api/todos', { text: ILL_FORMED }, 'Todo text'],
      ['POST', '/api/goals', { name: ILL_FORMED }, 'Goal name'],
      ['POST', '/api/goals', { name: 'G', startDate: `2026-01-0${ILL_FORMED}` }, 'Start date'],
      ['POST', '/api/folders', { name: ILL_FORMED, color: '#8B5CF6' }, 'Group name'],
    ];
    for (const [method, path, body, label] of calls) {
      const response = await api(method, path, user.idToken, body);
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 });
      expect(messageOf(response)).toContain(`${label} must be well-formed text`);
    }
  });

  it('is refused at sign-in in the display name', async () => {
    const user = await createUser();
    const response = await api('POST', '/api/auth/firebase', user.idToken, {
      idToken: user.idToken,
      email: user.email,
      displayName: `Ada ${ILL_FORMED}`,
      photoURL: null,
    });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toContain('Display name must be well-formed text');
  });
});
