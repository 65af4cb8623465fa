// GET /api/reports?days=30&tz=Europe/Berlin: focus, estimates and work done over the range.
import { ReportQuerySchema, ReportSchema, REPORTS_REQUIRE_MASTER } from '@pomoplan/domain';
import { route } from '../platform/http/route';
import { readReport } from './reports';

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
];
