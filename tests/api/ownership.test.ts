// Someone else's id answers exactly like a missing one (404 naming the entity) and changes
// nothing: every lookup happens under the caller's own users/{uid}.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, setTier } from './support/admin';
import {
  createGoal,
  createGroup,
  createProject,
  createSubtask,
  createTask,
  createTodo,
  type Created,
} from './support/fixtures';
import { api, messageOf, type Method } from './support/http';
import { createUser, type TestUser } from './support/users';

let owner: TestUser;
let intruder: TestUser;
type Kind = 'project' | 'task' | 'subtask' | 'todo' | 'goal' | 'group';
type Ids = Record<Kind, Pick<Created, 'id'>>;
let ids: Ids;
const KINDS: Kind[] = ['project', 'task', 'subtask', 'todo', 'goal', 'group'];
const NOWHERE = Object.fromEntries(KINDS.map((kind) => [kind, { id: 'no-such-id' }])) as Ids;

beforeAll(async () => {
  owner = await createUser();
  intruder = await createUser();
  await setTier(intruder.uid, 'pro');
  const project = await createProject(owner.idToken);
  const task = await createTask(owner.idToken, project.id);
  ids = {
    project,
    task,
    subtask: await createSubtask(owner.idToken, task.id),
    todo: await createTodo(owner.idToken),
    goal: await createGoal(owner.idToken),
    group: await createGroup(owner.idToken),
  };
});

const CASES: [Method, string, unknown, string][] = [
  ['PUT', '/api/projects/{project}', { name: 'Mine now' }, 'Project not found'],
  ['DELETE', '/api/projects/{project}', undefined, 'Project not found'],
  ['PUT', '/api/tasks/{task}', { isCompleted: true }, 'Task not found'],
  ['PATCH', '/api/tasks/{task}', { isCompleted: true }, 'Task not found'],
  ['DELETE', '/api/tasks/{task}', undefined, 'Task not found'],
  ['GET', '/api/tasks/{task}/subtasks', undefined, 'Task not found'],
  ['POST', '/api/tasks/{task}/subtasks', { title: 'x' }, 'Task not found'],
  ['PUT', '/api/subtasks/{subtask}', { title: 'Mine' }, 'Subtask not found'],
  ['PUT', '/api/subtasks/{subtask}?taskId={task}', { title: 'Mine' }, 'Subtask not found'],
  ['DELETE', '/api/subtasks/{subtask}', undefined, 'Subtask not found'],
  ['PATCH', '/api/todos/{todo}', { completed: true }, 'Todo not found'],
  ['DELETE', '/api/todos/{todo}', undefined, 'Todo not found'],
  ['PUT', '/api/goals/{goal}', { name: 'Mine' }, 'Goal not found'],
  ['DELETE', '/api/goals/{goal}', undefined, 'Goal not found'],
  ['PUT', '/api/folders/{group}', { name: 'Mine' }, 'Group not found'],
  ['DELETE', '/api/folders/{group}', undefined, 'Group not found'],
];

/** '/api/tasks/{task}' -> '/api/tasks/<id of the task>' */
function fill(template: string, values: Ids): string {
  return template.replace(/\{(\w+)\}/g, (_match, kind: Kind) => values[kind].id);
}

describe("another user's ids", () => {
  it.each(CASES)('%s %s answers 404', async (method, path, body, message) => {
    const response = await api(method, fill(path, ids), intruder.idToken, body);
    expect(response.status).toBe(404);
    expect(messageOf(response)).toBe(message);
    // The same request for an id that exists nowhere answers the same.
    const missing = await api(method, fill(path, NOWHERE), intruder.idToken, body);
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe(message);
  });

  it("leaves the owner's data untouched and never lists it", async () => {
    const db = adminDb();
    const base = `users/${owner.uid}`;
    expect((await db.doc(`${base}/projects/${ids.project.id}`).get()).get('name')).toBe('Project');
    expect((await db.doc(`${base}/tasks/${ids.task.id}`).get()).get('isCompleted')).toBe(false);
    expect(
      (await db.doc(`${base}/tasks/${ids.task.id}/subtasks/${ids.subtask.id}`).get()).get('title'),
    ).toBe('Step');
    expect((await db.doc(`${base}/todos/${ids.todo.id}`).get()).get('completed')).toBe(false);
    expect((await db.doc(`${base}/goals/${ids.goal.id}`).get()).get('name')).toBe('Goal');
    expect((await db.doc(`${base}/groups/${ids.group.id}`).get()).get('name')).toBe('Group');
    expect((await db.collection(`users/${intruder.uid}/tasks`).get()).size).toBe(0);
    for (const path of ['/api/projects', '/api/tasks', '/api/todos', '/api/goals', '/api/groups']) {
      const list = await api('GET', path, intruder.idToken);
      expect(list.status, path).toBe(200);
      expect(list.body, path).toEqual([]);
    }
  });

  it("does not find a subtask of a user whose uid merely starts with the caller's", async () => {
    const lookalike = `${owner.uid}x`;
    const ref = adminDb().doc(`users/${lookalike}/tasks/t1/subtasks/shared-id`);
    await ref.set({ title: 'Not yours', taskId: 't1', isCompleted: false });
    const response = await api('PUT', '/api/subtasks/shared-id', owner.idToken, { title: 'Mine' });
    expect(response.status).toBe(404);
    expect((await ref.get()).get('title')).toBe('Not yours');
  });
});
