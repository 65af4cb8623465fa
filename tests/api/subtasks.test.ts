import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { createProject, createSubtask, createTask } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

async function userWithTask() {
  const user = await createUser();
  const project = await createProject(user.idToken);
  const task = await createTask(user.idToken, project.id);
  return { user, task };
}

describe('/api/tasks/{id}/subtasks and /api/subtasks/{id}', () => {
  it('adds and lists subtasks in order, stored under their task', async () => {
    const { user, task } = await userWithTask();
    const first = await createSubtask(user.idToken, task.id, ' First ');
    // The path names the task, so the body may leave taskId out.
    const second = await api('POST', `/api/tasks/${task.id}/subtasks`, user.idToken, {
      title: 'Second',
    });
    expect(second.status).toBe(201);
    expect(first).toMatchObject({ title: 'First', taskId: task.id, isCompleted: false });

    const list = await api('GET', `/api/tasks/${task.id}/subtasks`, user.idToken);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([first, second.body]);
    const stored = await adminDb()
      .doc(`users/${user.uid}/tasks/${task.id}/subtasks/${first.id}`)
      .get();
    expect(Object.keys(stored.data() ?? {}).sort()).toEqual([
      'createdAt',
      'isCompleted',
      'taskId',
      'title',
      'updatedAt',
    ]);
  });

  it('updates and deletes a subtask by its id alone, and with the taskId hint', async () => {
    const { user, task } = await userWithTask();
    const subtask = await createSubtask(user.idToken, task.id);

    const done = await api('PUT', `/api/subtasks/${subtask.id}`, user.idToken, {
      isCompleted: true,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: subtask.id, isCompleted: true, title: 'Step' });

    const renamed = await api(
      'PUT',
      `/api/subtasks/${subtask.id}?taskId=${task.id}`,
      user.idToken,
      { title: 'Renamed' },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Renamed', isCompleted: true });

    const wrongHint = await api('DELETE', `/api/subtasks/${subtask.id}?taskId=nope`, user.idToken);
    expect(wrongHint.status).toBe(404);

    expect((await api('DELETE', `/api/subtasks/${subtask.id}`, user.idToken)).status).toBe(204);
    const again = await api('DELETE', `/api/subtasks/${subtask.id}`, user.idToken);
    expect(again.status).toBe(404);
    expect(messageOf(again)).toBe('Subtask not found');
  });

  it('answers 400 naming the field for a bad body', async () => {
    const { user, task } = await userWithTask();
    const blank = await api('POST', `/api/tasks/${task.id}/subtasks`, user.idToken, { title: ' ' });
    expect(blank.status).toBe(400);
    expect(messageOf(blank)).toBe('title: Subtask title is required');

    const otherTask = await api('POST', `/api/tasks/${task.id}/subtasks`, user.idToken, {
      title: 'x',
      taskId: 'another',
    });
    expect(otherTask.status).toBe(400);
    expect(messageOf(otherTask)).toBe('taskId: Task id must be the task in the path');

    const subtask = await createSubtask(user.idToken, task.id);
    const badFlag = await api('PUT', `/api/subtasks/${subtask.id}`, user.idToken, {
      isCompleted: 1,
    });
    expect(badFlag.status).toBe(400);
    expect(messageOf(badFlag)).toBe('isCompleted: Completed must be true or false');
  });

  it('answers 404 for a missing task', async () => {
    const user = await createUser();
    const list = await api('GET', '/api/tasks/missing/subtasks', user.idToken);
    expect(list.status).toBe(404);
    expect(messageOf(list)).toBe('Task not found');
    const add = await api('POST', '/api/tasks/missing/subtasks', user.idToken, { title: 'x' });
    expect(add.status).toBe(404);
    expect(messageOf(add)).toBe('Task not found');
  });
});
