// /api/tasks/{id}/subtasks and /api/subtasks/{id}. PUT and DELETE take an optional
// ?taskId= that turns the lookup into a single read (see services/subtasks.ts).
import { isDocumentId, SubtaskInputSchema, SubtaskUpdateSchema } from '@pomoplan/domain';
import { Router, type Request } from 'express';
import { createSubtask, deleteSubtask, listSubtasks, updateSubtask } from '../services/subtasks';
import { HttpError } from './errors';
import { authed } from './middleware/auth';
import { pageRequest, sendPage } from './paging';
import { TASK_NOT_FOUND } from './tasks';
import { found, idParam, parseBody, parseWith } from './validation';

export const subtasksRouter = Router();

const NOT_FOUND = 'Subtask not found';

subtasksRouter.get(
  '/tasks/:id/subtasks',
  ...authed(async (req, res, { uid }) => {
    const taskId = idParam(req, 'id', TASK_NOT_FOUND);
    sendPage(res, found(await listSubtasks(uid, taskId, pageRequest(req)), TASK_NOT_FOUND));
  }),
);

subtasksRouter.post(
  '/tasks/:id/subtasks',
  ...authed(async (req, res, { uid }) => {
    const taskId = idParam(req, 'id', TASK_NOT_FOUND);
    const body: unknown = req.body ?? {};
    // The path names the task; the body may repeat it (the spec's client does) but not differ.
    const withTask =
      typeof body === 'object' && body !== null && !('taskId' in body) ? { ...body, taskId } : body;
    const input = parseWith(SubtaskInputSchema, withTask);
    if (input.taskId !== taskId) {
      throw new HttpError(400, 'taskId: Task id must be the task in the path');
    }
    res.status(201).json(found(await createSubtask(uid, input), TASK_NOT_FOUND));
  }),
);

/** The optional ?taskId= hint; a malformed one cannot name a task, so nothing is found. */
function taskHint(req: Request): string | undefined {
  const hint = req.query.taskId;
  if (hint === undefined) return undefined;
  if (typeof hint !== 'string' || !isDocumentId(hint)) throw new HttpError(404, NOT_FOUND);
  return hint;
}

subtasksRouter.put(
  '/subtasks/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const update = parseBody(SubtaskUpdateSchema, req);
    res.json(found(await updateSubtask(uid, id, update, taskHint(req)), NOT_FOUND));
  }),
);

subtasksRouter.delete(
  '/subtasks/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    if (!(await deleteSubtask(uid, id, taskHint(req)))) throw new HttpError(404, NOT_FOUND);
    res.status(204).end();
  }),
);
