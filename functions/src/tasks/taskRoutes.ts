// /api/tasks. PUT takes the whole task or only isCompleted; PATCH is the same partial update.
import {
  TaskInputSchema,
  TaskSchema,
  TaskUpdateSchema,
  TimelineCountsQuerySchema,
  TimelineCountsResponseSchema,
} from '@pomoplan/domain';
import { countTimeline, createTask, deleteTask, listTasks, updateTask } from './tasks';
import { HttpError } from '../platform/http/errors';
import { pageRequest } from '../platform/http/paging';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';

export const TASK_NOT_FOUND = 'Task not found';

const update = {
  path: '/tasks/:id',
  access: 'user',
  tag: 'tasks',
  body: TaskUpdateSchema,
  response: TaskSchema,
  notFound: TASK_NOT_FOUND,
} as const;

export const tasksRoutes = [
  route(
    {
      method: 'get',
      path: '/tasks',
      access: 'user',
      tag: 'tasks',
      summary: 'List tasks',
      list: TaskSchema,
    },
    ({ uid, req }) => listTasks(uid, pageRequest(req)),
  ),
  route(
    {
      method: 'get',
      path: '/tasks/timeline-counts',
      access: 'user',
      tag: 'tasks',
      summary:
        "Each timeline group's size and the completed tasks on the timeline, over every task",
      query: TimelineCountsQuerySchema,
      response: TimelineCountsResponseSchema,
    },
    ({ uid, query }) => countTimeline(uid, query.today),
  ),
  route(
    {
      method: 'post',
      path: '/tasks',
      access: 'user',
      tag: 'tasks',
      summary: 'Create a task',
      body: TaskInputSchema,
      response: TaskSchema,
      status: 201,
      idempotent: true,
    },
    ({ uid, body }) => createTask(uid, body),
  ),
  ...(['put', 'patch'] as const).map((method) =>
    route(
      {
        ...update,
        method,
        summary:
          method === 'put'
            ? 'Update a task: all fields, or only isCompleted'
            : 'Update some fields of a task',
      },
      async ({ uid, params, body }) =>
        found(await updateTask(uid, params.id, body), TASK_NOT_FOUND),
    ),
  ),
  route(
    {
      method: 'delete',
      path: '/tasks/:id',
      access: 'user',
      tag: 'tasks',
      summary: 'Delete a task with its subtasks',
      status: 204,
      notFound: TASK_NOT_FOUND,
    },
    async ({ uid, params }) => {
      if (!(await deleteTask(uid, params.id))) throw new HttpError(404, TASK_NOT_FOUND);
    },
  ),
];
