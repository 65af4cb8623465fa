// /api/todos. goalId is null or one of the caller's goals.
import {
  goalFilterFromParam,
  TodoCountsQuerySchema,
  TodoInputSchema,
  TodoUpdateSchema,
} from '@pomoplan/domain';
import { Router } from 'express';
import { countTodos, createTodo, deleteTodo, listTodos, updateTodo } from '../services/todos';
import { HttpError } from './errors';
import { authed } from './middleware/auth';
import { pageRequest, sendPage } from './paging';
import { found, idParam, parseBody, parseQuery } from './validation';

export const todosRouter = Router();

const NOT_FOUND = 'Todo not found';

todosRouter.get(
  '/todos',
  ...authed(async (req, res, { uid }) => {
    sendPage(res, await listTodos(uid, pageRequest(req)));
  }),
);

todosRouter.get(
  '/todos/counts',
  ...authed(async (req, res, { uid }) => {
    const query = parseQuery(TodoCountsQuerySchema, req);
    res.json(await countTodos(uid, { due: query.due, goal: goalFilterFromParam(query.goal) }));
  }),
);

todosRouter.post(
  '/todos',
  ...authed(async (req, res, { uid }) => {
    const input = parseBody(TodoInputSchema, req);
    res.status(201).json(await createTodo(uid, input));
  }),
);

todosRouter.patch(
  '/todos/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const update = parseBody(TodoUpdateSchema, req);
    res.json(found(await updateTodo(uid, id, update), NOT_FOUND));
  }),
);

todosRouter.delete(
  '/todos/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    if (!(await deleteTodo(uid, id))) throw new HttpError(404, NOT_FOUND);
    res.status(204).end();
  }),
);
