// /api/goals: counted (tier limit); groupId is null or one of the caller's groups.
import { GoalInputSchema, GoalSchema, GoalUpdateSchema } from '@pomoplan/domain';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals';
import { HttpError } from '../platform/http/errors';
import { pageRequest } from '../platform/http/paging';
import { LIMIT_REFUSAL, route } from '../platform/http/route';
import { found } from '../platform/http/validation';

const NOT_FOUND = 'Goal not found';

export const goalsRoutes = [
  route(
    {
      method: 'get',
      path: '/goals',
      access: 'user',
      tag: 'goals',
      summary: 'List goals',
      list: GoalSchema,
    },
    ({ uid, req }) => listGoals(uid, pageRequest(req)),
  ),
  route(
    {
      method: 'post',
      path: '/goals',
      access: 'user',
      tag: 'goals',
      summary: 'Create a goal (counted)',
      body: GoalInputSchema,
      response: GoalSchema,
      status: 201,
      refusals: [LIMIT_REFUSAL],
      idempotent: true,
    },
    ({ uid, body }) => createGoal(uid, body),
  ),
  route(
    {
      method: 'put',
      path: '/goals/:id',
      access: 'user',
      tag: 'goals',
      summary: 'Update a goal',
      body: GoalUpdateSchema,
      response: GoalSchema,
      notFound: NOT_FOUND,
    },
    async ({ uid, params, body }) => found(await updateGoal(uid, params.id, body), NOT_FOUND),
  ),
  route(
    {
      method: 'delete',
      path: '/goals/:id',
      access: 'user',
      tag: 'goals',
      summary: 'Delete a goal; its todos keep no goal',
      status: 204,
      notFound: NOT_FOUND,
    },
    async ({ uid, params }) => {
      if (!(await deleteGoal(uid, params.id))) throw new HttpError(404, NOT_FOUND);
    },
  ),
];
