// /api/goals: counted (tier limit); groupId is null or one of the caller's groups.
import { GoalInputSchema, GoalUpdateSchema } from '@pomoplan/domain';
import { Router } from 'express';
import { createGoal, deleteGoal, listGoals, updateGoal } from '../services/goals';
import { HttpError } from './errors';
import { authed } from './middleware/auth';
import { pageRequest, sendPage } from './paging';
import { found, idParam, parseBody } from './validation';

export const goalsRouter = Router();

const NOT_FOUND = 'Goal not found';

goalsRouter.get(
  '/goals',
  ...authed(async (req, res, { uid }) => {
    sendPage(res, await listGoals(uid, pageRequest(req)));
  }),
);

goalsRouter.post(
  '/goals',
  ...authed(async (req, res, { uid }) => {
    const input = parseBody(GoalInputSchema, req);
    res.status(201).json(await createGoal(uid, input));
  }),
);

goalsRouter.put(
  '/goals/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const update = parseBody(GoalUpdateSchema, req);
    res.json(found(await updateGoal(uid, id, update), NOT_FOUND));
  }),
);

goalsRouter.delete(
  '/goals/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    if (!(await deleteGoal(uid, id))) throw new HttpError(404, NOT_FOUND);
    res.status(204).end();
  }),
);
