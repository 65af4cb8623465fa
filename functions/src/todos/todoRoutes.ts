// /api/todos. goalId is null or one of the caller's goals.
import {
  goalFilterFromParam,
  TodoCountsQuerySchema,
  TodoCountsResponseSchema,
  TodoInputSchema,
  TodoSchema,
  TodoUpdateSchema,
} from '@pomoplan/domain';
import { countTodos, createTodo, deleteTodo, listTodos, updateTodo } from './todos';
import { HttpError } from '../platform/http/errors';
import { pageRequest } from '../platform/http/paging';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';

const NOT_FOUND = 'Todo not found';

export const todosRoutes = [
  route(
    {
      method: 'get',
      path: '/todos',
      access: 'user',
      tag: 'todos',
      summary: 'List todos',
      list: TodoSchema,
    },
    ({ uid, req }) => listTodos(uid, pageRequest(req)),
  ),
  route(
    {
      method: 'get',
      path: '/todos/counts',
      access: 'user',
      tag: 'todos',
      summary: 'Open and completed todos matching the To Do filters, over the whole history',
      query: TodoCountsQuerySchema,
      response: TodoCountsResponseSchema,
    },
    ({ uid, query }) => countTodos(uid, { due: query.due, goal: goalFilterFromParam(query.goal) }),
  ),
  route(
    {
      method: 'post',
      path: '/todos',
      access: 'user',
      tag: 'todos',
      summary: 'Create a todo',
      body: TodoInputSchema,
      response: TodoSchema,
      status: 201,
      idempotent: true,
    },
    ({ uid, body }) => createTodo(uid, body),
  ),
  route(
    {
      method: 'patch',
      path: '/todos/:id',
      access: 'user',
      tag: 'todos',
      summary: 'Update a todo',
      body: TodoUpdateSchema,
      response: TodoSchema,
      notFound: NOT_FOUND,
    },
    async ({ uid, params, body }) => found(await updateTodo(uid, params.id, body), NOT_FOUND),
  ),
  route(
    {
      method: 'delete',
      path: '/todos/:id',
      access: 'user',
      tag: 'todos',
      summary: 'Delete a todo',
      status: 204,
      notFound: NOT_FOUND,
    },
    async ({ uid, params }) => {
      if (!(await deleteTodo(uid, params.id))) throw new HttpError(404, NOT_FOUND);
    },
  ),
];
