// Creating the things most tests need, through the API.
import { expect } from 'vitest';
import { api } from './http';

export interface Created {
  id: string;
  [field: string]: unknown;
}

async function create(path: string, token: string, body: unknown): Promise<Created> {
  const response = await api<Created>('POST', path, token, body);
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(201);
  return response.body;
}

export const createProject = (token: string, body: Record<string, unknown> = {}) =>
  create('/api/projects', token, { name: 'Project', color: '#22C55E', ...body });

export const createTask = (token: string, projectId: string, body: Record<string, unknown> = {}) =>
  create('/api/tasks', token, { title: 'Task', projectId, ...body });

export const createSubtask = (token: string, taskId: string, title = 'Step') =>
  create(`/api/tasks/${taskId}/subtasks`, token, { title, taskId, isCompleted: false });

export const createTodo = (token: string, body: Record<string, unknown> = {}) =>
  create('/api/todos', token, { text: 'Todo', ...body });

export const createGoal = (token: string, body: Record<string, unknown> = {}) =>
  create('/api/goals', token, { name: 'Goal', ...body });

export const createGroup = (token: string, body: Record<string, unknown> = {}) =>
  create('/api/folders', token, { name: 'Group', color: '#8B5CF6', ...body });
