// /api/tasks. PUT takes the whole task or only isCompleted; PATCH is the same partial update.
import { TaskInputSchema, TaskUpdateSchema } from '@pomoplan/domain';
import { Router, type Request, type Response } from 'express';
import { createTask, deleteTask, listTasks, updateTask } from '../services/tasks';
import { HttpError } from './errors';
import { authed, type Caller } from './middleware/auth';
import { pageRequest, sendPage } from './paging';
import { found, idParam, parseBody } from './validation';

export const tasksRouter = Router();

export const TASK_NOT_FOUND = 'Task not found';

tasksRouter.get(
  '/tasks',
  ...authed(async (req, res, { uid }) => {
    sendPage(res, await listTasks(uid, pageRequest(req)));
  }),
);

tasksRouter.post(
  '/tasks',
  ...authed(async (req, res, { uid }) => {
    const input = parseBody(TaskInputSchema, req);
    res.status(201).json(await createTask(uid, input));
  }),
);

async function update(req: Request, res: Response, { uid }: Caller): Promise<void> {
  const id = idParam(req, 'id', TASK_NOT_FOUND);
  const changes = parseBody(TaskUpdateSchema, req);
  res.json(found(await updateTask(uid, id, changes), TASK_NOT_FOUND));
}

tasksRouter.put('/tasks/:id', ...authed(update));
tasksRouter.patch('/tasks/:id', ...authed(update));

tasksRouter.delete(
  '/tasks/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', TASK_NOT_FOUND);
    if (!(await deleteTask(uid, id))) throw new HttpError(404, TASK_NOT_FOUND);
    res.status(204).end();
  }),
);
