// GET /api/reports?days=30&tz=Europe/Berlin: focus, estimates and work done over the range.
import {
  GoalProgressSchema,
  GoalsProgressQuerySchema,
  ReportQuerySchema,
  ReportSchema,
  REPORTS_REQUIRE_MASTER,
} from '@pomoplan/domain';
import { z } from 'zod';
import { RefusedError } from '../platform/errors';
import { findUser } from '../users/users';
import { readGoalsProgress } from './goalProgress';
import { route } from '../platform/http/route';
import { hasReporting, readReport } from './reports';

export const reportRoutes = [
  route(
    {
      method: 'get',
      path: '/reports',
      access: 'user',
      tag: 'reports',
      summary:
        'Focus, estimates and work done over the last 7, 30, 90 or 365 days in tz, of one project or goal',
      description:
        'A tier without reporting reads the last 7 days of focus only (estimates and work are null).',
      query: ReportQuerySchema,
      response: ReportSchema,
      refusals: [REPORTS_REQUIRE_MASTER],
    },
    ({ uid, query }) => readReport(uid, query),
  ),
  route(
    {
      method: 'get',
      path: '/reports/goals',
      access: 'user',
      tag: 'reports',
      summary:
        "Each dated goal's linked todos done against the share of its dates passed (up to 10)",
      query: GoalsProgressQuerySchema,
      response: z.array(GoalProgressSchema),
      refusals: [REPORTS_REQUIRE_MASTER],
    },
    async ({ uid, query }) => {
      if (!(await hasReporting(await findUser(uid))))
        throw new RefusedError(REPORTS_REQUIRE_MASTER);
      return readGoalsProgress(uid, query.tz);
    },
  ),
];
