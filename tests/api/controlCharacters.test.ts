// Text a person writes holds no control character: a title or a name none at all (not even a
// tab or a line break), a description only tabs and line breaks. Any other is refused with 400
// and a message naming the field, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { adminDb, readDoc } from './support/admin';
import { adminCall, createAdmin } from './support/adminAccounts';
import {
  createGoal,
  createGroup,
  createProject,
  createSubtask,
  createTask,
  createTodo,
} from './support/fixtures';
import { api, messageOf, type Method } from './support/http';
import { createAuthUser, createUser } from './support/users';

const BELL = 'a\u0007b';
const ONE_LINE = "can't contain tabs or other control characters";
const LINE_BREAKS = "can't contain line breaks";
const LINES = "can't contain control characters";

/** The collections these calls write (triggers add activity on their own time). */
const WRITTEN = ['projects', 'tasks', 'subtasks', 'todos', 'goals', 'groups', 'usage'];

/** The user's documents these calls could write, read with the Admin SDK. */
async function storedUnder(uid: string): Promise<Record<string, unknown>> {
  const stored: Record<string, unknown> = {};
  const visit = async (path: string) => {
    const ref = adminDb().doc(path);
    for (const collection of await ref.listCollections()) {
      if (!WRITTEN.includes(collection.id)) continue;
      for (const child of await collection.listDocuments()) {
        stored[child.path] = (await child.get()).data();
        await visit(child.path);
      }
    }
  };
  await visit(`users/${uid}`);
  return stored;
}

describe('control characters in text', () => {
  it('are refused with 400 in every kind of body, naming the field, storing nothing', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id);
    const subtask = await createSubtask(user.idToken, task.id);
    const todo = await createTodo(user.idToken);
    const goal = await createGoal(user.idToken);
    const group = await createGroup(user.idToken);
    const calls: [Method, string, Record<string, unknown>, string][] = [
      ['POST', '/api/projects', { name: BELL }, `Project name ${ONE_LINE}`],
      ['POST', '/api/projects', { name: 'P', description: BELL }, `Project description ${LINES}`],
      ['PUT', `/api/projects/${project.id}`, { name: 'a\nb' }, `Project name ${LINE_BREAKS}`],
      ['PUT', `/api/projects/${project.id}`, { description: 'a\u0000b' }, 'Project description'],
      ['POST', '/api/tasks', { title: BELL, projectId: project.id }, `Task title ${ONE_LINE}`],
      ['POST', '/api/tasks', { title: 'a\tb', projectId: project.id }, `Task title ${ONE_LINE}`],
      ['PUT', `/api/tasks/${task.id}`, { title: 'a\r\nb' }, `Task title ${LINE_BREAKS}`],
      ['PATCH', `/api/tasks/${task.id}`, { title: 'a\u007fb' }, `Task title ${ONE_LINE}`],
      ['PUT', `/api/tasks/${task.id}`, { description: '\u001b[31m' }, `Task description ${LINES}`],
      [
        'POST',
        `/api/tasks/${task.id}/subtasks`,
        { title: BELL, taskId: task.id },
        `Subtask title ${ONE_LINE}`,
      ],
      ['PUT', `/api/subtasks/${subtask.id}`, { title: 'a\nb' }, `Subtask title ${LINE_BREAKS}`],
      ['POST', '/api/todos', { text: BELL }, `Todo text ${ONE_LINE}`],
      ['PATCH', `/api/todos/${todo.id}`, { text: 'a\nb' }, `Todo text ${LINE_BREAKS}`],
      ['POST', '/api/goals', { name: BELL }, `Goal name ${ONE_LINE}`],
      ['POST', '/api/goals', { name: 'G', description: BELL }, `Goal description ${LINES}`],
      ['PUT', `/api/goals/${goal.id}`, { name: 'a\tb' }, `Goal name ${ONE_LINE}`],
      ['POST', '/api/folders', { name: BELL, color: '#8B5CF6' }, `Group name ${ONE_LINE}`],
      ['PUT', `/api/folders/${group.id}`, { name: 'a\nb' }, `Group name ${LINE_BREAKS}`],
    ];
    const before = await storedUnder(user.uid);
    for (const [method, path, body, message] of calls) {
      const response = await api(method, path, user.idToken, body);
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 });
      expect(messageOf(response)).toContain(message);
    }
    expect(await storedUnder(user.uid)).toEqual(before);
  });

  it('keep tabs and line breaks in a description, a CR LF stored as LF', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken);
    const task = await createTask(user.idToken, project.id, {
      description: 'Steps:\r\n\t1. Draft\r2. Send',
    });
    expect(task.description).toBe('Steps:\n\t1. Draft\n2. Send');
    expect((await readDoc(`users/${user.uid}/tasks/${task.id}`))?.description).toBe(
      'Steps:\n\t1. Draft\n2. Send',
    );
  });

  it('are refused in the names of the sign-up form', async () => {
    for (const names of [{ firstName: BELL }, { firstName: 'Ada', lastName: 'Love\nlace' }]) {
      const user = await createAuthUser();
      const response = await api('POST', '/api/auth/firebase', user.idToken, {
        idToken: user.idToken,
        email: user.email,
        ...names,
      });
      expect(response.status).toBe(400);
      expect(messageOf(response)).toMatch(/(First|Last) name can't contain/);
      expect(await readDoc(`users/${user.uid}`)).toBeUndefined();
    }
  });

  it('are refused in the plan names and features an admin saves', async () => {
    const admin = await createAdmin();
    for (const plan of [{ name: 'Pro\u0000' }, { features: ['Calendar', 'Time\tline'] }]) {
      const response = await adminCall('PUT', '/api/admin/settings', admin, {
        plans: { pro: plan },
      });
      expect(response.status).toBe(400);
      expect(messageOf(response)).toMatch(/(Plan name|Feature) can't contain/);
    }
    // Other files change config/plans meanwhile (or have not written it yet), so only these
    // two values are looked for.
    const pro = (await readDoc('config/plans'))?.plans?.pro as Record<string, unknown> | undefined;
    expect(pro?.name).not.toBe('Pro\u0000');
    expect(pro?.features ?? []).not.toContain('Time\tline');
  });
});
