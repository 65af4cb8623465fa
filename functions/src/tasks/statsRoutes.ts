// GET /api/stats/dashboard?tz=Europe/Berlin: task totals, overall and per project.
import { DashboardStatsSchema, StatsQuerySchema } from '@pomoplan/domain';
import { readDashboardStats } from './stats';
import { route } from '../platform/http/route';

export const statsRoutes = [
  route(
    {
      method: 'get',
      path: '/stats/dashboard',
      access: 'user',
      tag: 'stats',
      summary: 'Task totals, overall and per project; overdue counted in the tz time zone',
      query: StatsQuerySchema,
      response: DashboardStatsSchema,
    },
    ({ uid, query }) => readDashboardStats(uid, query.tz),
  ),
];
