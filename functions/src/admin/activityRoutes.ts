// GET /api/admin/users/{id}/activity-logs and POST /api/admin/activity-log.
import { z as zMini } from 'zod/mini';
import {
  ADMINISTRATOR,
  ActivityLogSchema,
  ActivityLogsResponseSchema,
  AdminActivityLogRequestSchema,
  ListQuerySchema,
  type ActivityDetails,
  type ActivityLogsResponse,
} from '@pomoplan/domain';
import { recentActivity, recordActivity } from '../platform/activity';
import { findUser } from '../users/users';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';
import { USER_NOT_FOUND } from './userRoutes';

const DEFAULT_LOGS = 100;
// Newest first up to `limit` (at most 500): the history an admin reads, not an export.
const LogsQuerySchema = zMini.pick(ListQuerySchema, { limit: true });

export const adminActivityRoutes = [
  route(
    {
      method: 'get',
      path: '/admin/users/:id/activity-logs',
      access: 'admin',
      tag: 'admin',
      summary: "A user's activity log, newest first (limit, at most 500; default 100)",
      query: LogsQuerySchema,
      response: ActivityLogsResponseSchema,
      notFound: USER_NOT_FOUND,
    },
    async ({ params, query }): Promise<ActivityLogsResponse> => {
      found(await findUser(params.id), USER_NOT_FOUND);
      return { logs: await recentActivity(params.id, query.limit ?? DEFAULT_LOGS) };
    },
  ),
  route(
    {
      method: 'post',
      path: '/admin/activity-log',
      access: 'admin',
      tag: 'admin',
      summary: "Add an entry to a user's activity log",
      description:
        "The entry names 'Administrator' as changedBy (the signed-in admin's uid is kept for the audit) and carries the server's time; the body's changedBy and timestamp are only checked.",
      body: AdminActivityLogRequestSchema,
      response: ActivityLogSchema,
      status: 201,
      errors: { 404: USER_NOT_FOUND },
    },
    async ({ body, admin }) => {
      found(await findUser(body.userId), USER_NOT_FOUND);
      const details: ActivityDetails = body.newTier ? { newTier: body.newTier } : {};
      // The verified admin, not the body's changedBy, is who the audit keeps.
      return recordActivity(body.userId, {
        action: body.action,
        details,
        changedBy: ADMINISTRATOR,
        adminUid: admin.uid,
      });
    },
  ),
];
