// GET /api/stats/dashboard?tz=Europe/Berlin: task totals, overall and per project.
import { StatsQuerySchema } from '@pomoplan/domain';
import { Router } from 'express';
import { readDashboardStats } from '../services/stats';
import { authed } from './middleware/auth';
import { parseQuery } from './validation';

export const statsRouter = Router();

statsRouter.get(
  '/stats/dashboard',
  ...authed(async (req, res, { uid }) => {
    const { tz } = parseQuery(StatsQuerySchema, req);
    res.json(await readDashboardStats(uid, tz));
  }),
);
