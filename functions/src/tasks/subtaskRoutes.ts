// /api/tasks/{id}/subtasks and /api/subtasks/{id}. PUT and DELETE take an optional
// ?taskId= that turns the lookup into a single read (see subtasks.ts).
import {
  isDocumentId,
  SubtaskInputSchema,
  SubtaskSchema,
  SubtaskUpdateSchema,
} from '@pomoplan/domain';
import type { Request } from 'express';
import { createSubtask, deleteSubtask, listSubtasks, updateSubtask } from './subtasks';
import { HttpError } from '../platform/http/errors';
import { pageRequest } from '../platform/http/paging';
import { route, type ParameterDoc } from '../platform/http/route';
import { TASK_NOT_FOUND } from './taskRoutes';
import { found } from '../platform/http/validation';

const NOT_FOUND = 'Subtask not found';

const TASK_HINT: ParameterDoc = {
  name: 'taskId',
  in: 'query',
  required: false,
  description: "The subtask's task, when known: turns the lookup into a single read.",
  schema: { type: 'string' },
};

/** The optional ?taskId= hint; a malformed one cannot name a task, so nothing is found. */
function taskHint(req: Request): string | undefined {
  const hint = req.query.taskId;
  if (hint === undefined) return undefined;
  if (typeof hint !== 'string' || !isDocumentId(hint)) throw new HttpError(404, NOT_FOUND);
  return hint;
}

/** The path names the task; the body may repeat it (older clients do) but not differ. */
function withTaskOfPath(body: unknown, { id }: { id: string }): unknown {
  return typeof body === 'object' && body !== null && !('taskId' in body)
    ? { ...body, taskId: id }
    : body;
}

export const subtasksRoutes = [
  route(
    {
      method: 'get',
      path: '/tasks/:id/subtasks',
      access: 'user',
      tag: 'subtasks',
      summary: "List a task's subtasks",
      list: SubtaskSchema,
      notFound: TASK_NOT_FOUND,
    },
    async ({ uid, params, req }) =>
      found(await listSubtasks(uid, params.id, pageRequest(req)), TASK_NOT_FOUND),
  ),
  route(
    {
      method: 'post',
      path: '/tasks/:id/subtasks',
      access: 'user',
      tag: 'subtasks',
      summary: 'Add a subtask (taskId in the body may be omitted; if sent, it must match the path)',
      body: SubtaskInputSchema,
      fillBody: withTaskOfPath,
      response: SubtaskSchema,
      status: 201,
      notFound: TASK_NOT_FOUND,
      idempotent: true,
    },
    async ({ uid, params, body }) => {
      if (body.taskId !== params.id) {
        throw new HttpError(400, 'taskId: Task id must be the task in the path');
      }
      return found(await createSubtask(uid, body), TASK_NOT_FOUND);
    },
  ),
  route(
    {
      method: 'put',
      path: '/subtasks/:id',
      access: 'user',
      tag: 'subtasks',
      summary: 'Update a subtask (title or isCompleted)',
      body: SubtaskUpdateSchema,
      parameters: [TASK_HINT],
      response: SubtaskSchema,
      notFound: NOT_FOUND,
    },
    async ({ uid, params, body, req }) =>
      found(await updateSubtask(uid, params.id, body, taskHint(req)), NOT_FOUND),
  ),
  route(
    {
      method: 'delete',
      path: '/subtasks/:id',
      access: 'user',
      tag: 'subtasks',
      summary: 'Delete a subtask',
      parameters: [TASK_HINT],
      status: 204,
      notFound: NOT_FOUND,
    },
    async ({ uid, params, req }) => {
      if (!(await deleteSubtask(uid, params.id, taskHint(req))))
        throw new HttpError(404, NOT_FOUND);
    },
  ),
];
